"""Encounter cards: revealing by type, Surge, obligations, nemesis, decks running out,
scenario icons, threat (sections 5.7, 6, 11, 13.6)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BOMB_SCARE,
    BREAKIN,
    CHARGE,
    EVICTION,
    FAMILY_EMERGENCY,
    GENIUS,
    HIGHWAY_ROBBERY,
    KREE,
    SHADOW,
    SHOCKER,
    SPIDER_SENSE,
    STAMPEDE,
    act,
    finish_round,
    hand,
    hp,
    identity,
    kind,
    labels,
    make,
    mark,
    reveal,
    rules,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.rules import deal_encounter_top, draw, hazards


@rules("MC-REVEAL-05", "MC-TREACHERY-02", "MC-TREACHERY-03", "MC-REVEAL-02", "MC-WHENREVEALED-01")
def test_treachery_resolves_then_is_discarded() -> None:
    s = start()
    stack_encounter(s, ADVANCE)  # the boost card of the scheme
    k = reveal(s, KREE)  # Surge; When Revealed: 1 threat
    assert k in s.enc_discard and threat(s) >= 1


@rules("MC-KEYWORD-SURGE-01", "MC-KEYWORD-SURGE-02")
def test_surge_reveals_one_more_card_after_resolving() -> None:
    s = start()
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, KREE)
    log = "\n".join(s.log)
    assert log.index("reveals Kree") < log.index("gains surge") if "gains surge" in log else True
    assert s.units[nxt].in_play


@rules("MC-REVEAL-07", "MC-SIDESCHEME-02", "MC-SIDESCHEME-03", "MC-VAREA-01")
def test_side_scheme_enters_with_starting_threat_then_when_revealed() -> None:
    s = start()
    b = reveal(s, BREAKIN)
    assert s.units[b].in_play and threat(s, b) == 2 + 1


@rules("MC-REVEAL-03", "MC-ATTACHMENT-01", "MC-ATTACHMENT-02")
def test_attachment_attaches_to_rhino_and_raises_atk() -> None:
    from rulebound.games.marvel_champions.rules import stat

    s = start()
    c = reveal(s, CHARGE)
    assert s.units[c].host == s.villain and stat(s, s.villain, "attack") == 2 + 3


@rules("MC-HAZARD-01", "MC-ICON-03")
def test_hazard_icon_deals_one_more_card() -> None:
    s = start()
    reveal(s, BREAKIN)
    assert hazards(s) == 1
    stack_encounter(s, *[ADVANCE] * 8)
    finish_round(s)
    assert sum(1 for line in s.log if "is dealt a facedown encounter card" in line) == 2


@rules("MC-ENCDECK-02", "MC-ACCELTOKEN-02")
def test_empty_encounter_deck_reshuffles_with_an_acceleration_token() -> None:
    s = start()
    position.discard_encounter_deck(s, keep=1)
    deal_encounter_top(s)
    assert s.accel == 1 and s.enc_deck and not s.enc_discard


@rules("MC-ENCDECK-04")
def test_no_encounter_cards_anywhere_loses() -> None:
    s = start()
    position.set_encounter(s, [ADVANCE])
    deal_encounter_top(s)
    assert s.result == -1


@rules("MC-PDECK-02", "MC-PDECK-03", "MC-DRAW-01")
def test_empty_player_deck_reshuffles_and_deals_an_encounter_card() -> None:
    s = start()
    p = s.players[0]
    position.discard_deck(s, 0, keep=1)
    assert draw(s, 0, 3) == 3
    assert len(p.dealt) == 1 and not p.discard


@rules("MC-PDECK-04")
def test_empty_deck_and_discard_waits() -> None:
    s = start()
    p = s.players[0]
    position.remove_deck(s, 0)
    assert draw(s, 0, 1) == 0 and not p.dealt


@rules("MC-OBLIGATION-07", "MC-REVEAL-08", "MC-OBLIGATION-01")
def test_eviction_notice_exhaust_option_removes_it() -> None:
    s = start()  # Peter Parker, ready
    e = reveal(s, EVICTION)
    act(s, "obligation", "exhaust Peter Parker")
    assert e in s.removed and s.units[identity(s)].exhausted


@rules("MC-FORM-04")
def test_eviction_notice_flip_does_not_use_the_turn_flip() -> None:
    s = start(form="hero")
    hand(s, GENIUS, GENIUS)
    e = reveal(s, EVICTION)
    act(s, "obligation-flip", "flip to alter-ego")
    act(s, "obligation", "discard 1 card at random")
    assert s.players[0].form == 1 and not s.players[0].flipped
    assert e in s.enc_discard and len(s.players[0].hand) == 1


@rules("MC-OBLIGATION-06")
def test_obligation_without_its_player_is_removed() -> None:
    s = start()  # Spider-Man alone: Family Emergency has no Carol Danvers player
    (nxt,) = stack_encounter(s, BREAKIN)
    f = reveal(s, FAMILY_EMERGENCY)
    assert f in s.removed and s.units[nxt].in_play


@rules("MC-NEMESIS-01", "MC-NEMESIS-04", "MC-NEMESIS-03")
def test_shadow_of_the_past_brings_the_nemesis() -> None:
    s = start(form="hero", heroes="captain-marvel")
    reveal(s, SHADOW)
    names = [s.name(u) for u in s.play]
    assert "Yon-Rogg" in names and "The Psyche-Magnitron" in names
    assert not s.players[0].nemesis
    assert sum(1 for u in s.enc_deck if s.name(u) == "Kree Manipulator") == 2


@rules("MC-UNDER-01", "MC-WHENDEFEATED-01")
def test_highway_robbery_takes_and_returns_cards() -> None:
    s = start(form="hero")
    hand(s, GENIUS)
    h = reveal(s, HIGHWAY_ROBBERY)
    assert len(s.units[h].under) == 1 and not s.players[0].hand
    mark(s, h, threat=1)
    mark(s, s.main, threat=0)
    act(s, "turn", "basic thwart")
    assert len(s.players[0].hand) == 1 and not s.units[h].in_play


@rules("MC-CANCEL-01", "MC-CANCEL-02", "MC-CANCEL-04", "MC-INTERRUPT-04")
def test_enhanced_spider_sense_cancels_when_revealed() -> None:
    s = start(form="hero")
    hand(s, SPIDER_SENSE, GENIUS)
    st = reveal(s, SHOCKER)  # a minion: no treachery window
    assert hp(s) == 9 and s.units[st].in_play
    st2 = make(s, STAMPEDE)
    from mc_helpers import run

    from rulebound.games.marvel_champions.encounter import push_reveal

    run(s, lambda: push_reveal(s, 0, st2, from_deck=True))
    assert kind(s) == "interrupt" and any("Enhanced Spider-Sense" in x for x in labels(s))
    act(s, "interrupt", "Enhanced Spider-Sense")
    act(s, "pay", "Genius")
    assert st2 in s.enc_discard and not s.players[0].hand


@rules("MC-ACCELTOKEN-01", "MC-PERPLAYER-02")
def test_bomb_scare_acceleration_adds_to_the_threat_step() -> None:
    from rulebound.games.marvel_champions.rules import acceleration_icons

    s = start()
    reveal(s, BOMB_SCARE)
    assert acceleration_icons(s) == 1
