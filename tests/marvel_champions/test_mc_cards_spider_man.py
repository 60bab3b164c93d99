"""Spider-Man's identity, hero kit and obligation: each ability fires and does what it says."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    AUNT_MAY,
    BACKFLIP,
    BLACK_CAT,
    ENERGY,
    GENIUS,
    HAYMAKER,
    SHOCKER,
    SPIDER_SENSE,
    STAMPEDE,
    STRENGTH,
    TRACER,
    WEB_KICK,
    WEB_SHOOTER,
    WEBBED_UP,
    act,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    make,
    mark,
    put,
    reveal,
    rules,
    run,
    stack_deck,
    stack_encounter,
    start,
    threat,
)
from test_mc_cards_modular import plays

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.encounter import push_reveal


@plays("01001a")
def test_spider_sense_draws_when_the_villain_attacks() -> None:
    s = start(form="hero")
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "Spider-Sense")
    assert len(s.players[0].hand) == 1


def test_spider_sense_not_for_minion_attacks() -> None:
    s = start(form="hero")
    m = engage(s, SHOCKER)
    run(s, lambda: push_activation(s, m, 0, "attack"))
    assert kind(s) == "defend"


@plays("01001b")
@rules("MC-RESABILITY-01", "MC-LIMIT-01")
def test_peter_parker_generates_a_mental_once_per_round() -> None:
    s = start()
    hand(s, AUNT_MAY)  # cost 1
    act(s, "turn", "play Aunt May")
    act(s, "pay", "Peter Parker")
    assert s.units[s.play[-1]].card == s.game.pool.by_code[AUNT_MAY].index
    hand(s, AUNT_MAY)
    assert "play Aunt May" not in labels(s)  # no second mental this round


@plays("01002")
@rules("MC-PLAY-04")
def test_black_cat_keeps_printed_mental_cards() -> None:
    s = start()
    genius, strength = stack_deck(s, GENIUS, STRENGTH)
    hand(s, BLACK_CAT, ENERGY)
    act(s, "turn", "play Black Cat")
    act(s, "pay", "Energy")
    assert genius in s.players[0].hand and strength in s.players[0].discard


@plays("01003")
def test_backflip_prevents_all_attack_damage() -> None:
    s = start(form="hero")
    hand(s, BACKFLIP)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "no defender")
    act(s, "interrupt", "Backflip")
    assert hp(s) == 10


@plays("01004")
def test_enhanced_spider_sense_cancels_a_treachery() -> None:
    s = start(form="hero")
    hand(s, SPIDER_SENSE, GENIUS)
    st = make(s, STAMPEDE)
    run(s, lambda: push_reveal(s, 0, st, from_deck=True))
    act(s, "interrupt", "Enhanced Spider-Sense")
    act(s, "pay", "Genius")
    assert hp(s) == 10 and st in s.enc_discard


@plays("01005")
def test_swinging_web_kick_deals_eight() -> None:
    s = start(form="hero")
    hand(s, WEB_KICK, ENERGY, GENIUS)
    act(s, "turn", "play Swinging Web Kick")
    act(s, "pay", "Energy")
    act(s, "pay", "Genius")
    assert s.units[s.villain].damage == 8


@plays("01006")
def test_aunt_may_heals_peter_parker() -> None:
    s = start()
    may = put(s, AUNT_MAY)
    mark(s, identity(s), damage=6)
    act(s, "turn", "Aunt May")
    assert hp(s) == 8 and s.units[may].exhausted


@plays("01007")
def test_spider_tracer_removes_three_threat_when_its_minion_falls() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=5)
    m = engage(s, SHOCKER)
    put(s, TRACER, host=m)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert threat(s) == 2


@plays("01008")
@rules("MC-KEYWORD-USES-01", "MC-KEYWORD-USES-03", "MC-COUNTER-02")
def test_web_shooter_generates_wild_and_is_discarded_when_empty() -> None:
    s = start(form="hero")
    ws = put(s, WEB_SHOOTER)
    assert s.units[ws].counters == 3
    mark(s, ws, counters=1)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Web-Shooter")
    act(s, "pay", "Genius")
    assert s.units[s.villain].damage == 3 and not s.units[ws].in_play


@plays("01009")
@rules("MC-FAQ-CORE-02", "MC-FAQ-CORE-03", "MC-FORM-09", "MC-EX-27", "MC-MAX-06", "MC-EX-30")
def test_webbed_up_replaces_the_next_attack_with_a_stun() -> None:
    s = start()
    hand(s, WEBBED_UP, ENERGY, GENIUS)
    assert "play Webbed Up" not in labels(s)  # hero form only
    act(s, "turn", "change to hero form")
    act(s, "turn", "play Webbed Up")
    act(s, "pay", "Energy")
    act(s, "pay", "Genius")
    wu = next(u for u in s.play if s.name(u) == "Webbed Up")
    assert s.units[wu].host == s.villain
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    # no Spider-Sense window: the attack never began; Rhino is stunned instead
    assert not s.units[wu].in_play and s.units[s.villain].stunned == 1 and hp(s) == 10


@plays("01165")
def test_eviction_notice_random_discard_and_surge() -> None:
    s = start()
    hand(s, GENIUS)
    (nxt,) = stack_encounter(s, ADVANCE)
    from mc_helpers import EVICTION

    e = reveal(s, EVICTION)
    act(s, "obligation", "discard 1 card at random")
    assert not s.players[0].hand and e in s.enc_discard
    assert nxt in s.enc_discard  # surge revealed Advance
