"""Zones, ownership and control, card states, what each seat sees, set-up and modes
(sections 13-15 and 18)."""

from __future__ import annotations

import json

from mc_helpers import (
    ADVANCE,
    BREAKIN,
    CHARGE,
    GENIUS,
    INSPIRED,
    JESSICA,
    PSYCHE,
    SHOCKER,
    SURVEILLANCE,
    TRACER,
    YON_ROGG,
    act,
    attach,
    engage,
    game,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    put,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
    with_keywords,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import controlled, give_status, leave_play
from rulebound.kernel.rng import Rng


@rules("MC-OWN-01", "MC-OWN-02")
def test_owners_and_controllers() -> None:
    s = start()
    j = put(s, JESSICA)
    m = engage(s, SHOCKER)
    assert s.units[j].owner == 0 and s.units[j].controller == 0
    assert s.units[m].owner == -1 and s.units[m].controller == -1
    assert all(s.units[u].owner == 0 for u in s.players[0].deck)


@rules("MC-OWN-03", "MC-OWN-11", "MC-UPGRADE-05")
def test_an_upgrade_on_a_minion_stays_the_players() -> None:
    s = start()
    m = engage(s, SHOCKER)
    t = put(s, TRACER, host=m)
    assert t in controlled(s, 0) and m not in controlled(s, 0)


@rules("MC-EXHAUST-01", "MC-EXHAUST-02", "MC-READY-01")
def test_an_exhausted_card_cannot_pay_an_exhaust_cost_again() -> None:
    s = start()
    mark(s, s.main, threat=3)
    st = put(s, SURVEILLANCE)
    assert not s.units[st].exhausted  # enters play ready
    act(s, "turn", "Surveillance Team")
    assert not any("Surveillance Team" in x for x in labels(s))


@rules("MC-ATTACH-01", "MC-ATTACH-02", "MC-ATTACH-03", "MC-ATTACHMENT-01")
def test_attached_cards_follow_their_host_out_of_play() -> None:
    s = start()
    j = put(s, JESSICA)
    i = put(s, INSPIRED, host=j)
    mark(s, j, exhausted=True)
    assert not s.units[i].exhausted
    leave_play(s, j)
    assert not s.units[i].in_play and i in s.players[0].discard


@rules("MC-ATTACH-04")
def test_an_upgrade_without_a_host_cannot_be_played() -> None:
    s = start()
    hand(s, INSPIRED, GENIUS)
    assert "play Inspired" not in labels(s)  # no ally to attach it to


@rules("MC-SEARCH-01", "MC-SEARCH-02", "MC-SEARCH-03", "MC-SHUFFLE-01")
def test_rhino_two_searches_and_shuffles() -> None:
    s = start(form="hero")
    mark(s, s.villain, damage=13)
    from rulebound.games.marvel_champions.damage import push_damage

    order = list(s.enc_deck)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert sorted(s.enc_deck) == sorted(u for u in order if s.name(u) != "Breakin' & Takin'")
    assert s.enc_deck != [u for u in order if s.name(u) != "Breakin' & Takin'"]


@rules("MC-SETASIDE-01", "MC-REMOVED-01", "MC-INPLAY-08")
def test_set_aside_and_removed_cards_do_nothing() -> None:
    s = start(form="hero")
    assert all(not s.units[u].in_play for u in s.players[0].nemesis)
    assert not any(s.name(u) == "Vulture" for u in s.play)


@rules("MC-AREA-03", "MC-VAREA-01", "MC-VAREA-02", "MC-VAREA-03", "MC-AREA-04")
def test_play_areas_in_the_view() -> None:
    s = start()
    side_scheme(s, BREAKIN)
    attach(s, CHARGE, s.villain)
    engage(s, SHOCKER)
    v = s.view(0)
    assert [c["name"] for c in v["side_schemes"]] == ["Breakin' & Takin'"]
    assert [c["name"] for c in v["villain"]["attached"]] == ["Charge"]
    assert [c["name"] for c in v["players"][0]["engaged_minions"]] == ["Shocker"]


@rules("MC-DISCPILE-01", "MC-DISCPILE-02", "MC-TALK-01", "MC-DECK-02", "MC-DECK-01", "MC-LOOK-01")
def test_views_show_discards_hide_hands_and_deck_order() -> None:
    s = start(heroes="spider-man,captain-marvel", empty_hand=False)
    s.players[1].discard.append(s.players[1].deck.pop())
    v0, v1 = s.view(0), s.view(1)
    assert isinstance(v0["players"][0]["hand"], list) and v0["players"][1]["hand"] == len(
        s.players[1].hand
    )
    assert v0["players"][1]["discard"] == v1["players"][1]["discard"]
    assert "deck" in v0["players"][0] and isinstance(v0["players"][0]["deck"], int)
    other = s.resample_hidden(0, Rng(5))
    assert json.dumps(other.view(0), sort_keys=True) == json.dumps(v0, sort_keys=True)


@rules("MC-INPLAY-03", "MC-INPLAY-04", "MC-ENTER-01", "MC-LEAVE-01", "MC-INPLAY-05")
def test_entering_and_leaving_play() -> None:
    s = start()
    b = side_scheme(s, BREAKIN)
    assert s.units[s.villain].in_play and s.units[s.main].in_play and s.units[b].in_play
    leave_play(s, b)
    assert not s.units[b].in_play and b in s.enc_discard


@rules("MC-DISCARD-01", "MC-DISCARD-03")
def test_discarding_from_hand() -> None:
    s = start(form="hero")
    hand(s, *[GENIUS] * 7)
    from mc_helpers import end_turn

    end_turn(s)
    act(s, "discard-down", "Genius")
    assert len(s.players[0].discard) == 1


@rules("MC-COUNTER-01", "MC-COUNTER-03", "MC-KEYWORD-USES-02")
def test_counters_are_spent_by_their_ability() -> None:
    s = start()
    mark(s, s.main, threat=3)
    st = put(s, SURVEILLANCE)
    act(s, "turn", "Surveillance Team")
    assert s.units[st].counters == 2


@rules("MC-THREAT-01", "MC-ACCELTOKEN-03", "MC-ICON-01", "MC-ICON-03")
def test_threat_tokens_and_icons() -> None:
    s = start()
    side_scheme(s, BREAKIN)
    assert threat(s) == 0
    position.set_acceleration(s, 1)
    stack_encounter(s, *[ADVANCE] * 8)
    from mc_helpers import finish_round

    finish_round(s)
    assert threat(s) >= 2


@rules("MC-ICON-04", "MC-ICON-06", "MC-STAR-01", "MC-STAR-06")
def test_boost_icons_count_and_stars_do_not() -> None:
    s = start()
    kree = s.game.pool.by_code["01178"]
    assert kree.stats.get("boost", 0) == 0 and "boost_star" in kree.flags
    yr = s.game.pool.by_code[YON_ROGG]
    assert "attack_star" in yr.flags and yr.stats["attack"] == 3


@rules("MC-RESOURCE-03", "MC-RESTYPE-04")
def test_wild_pays_any_type() -> None:
    from mc_helpers import POWER_LEADERSHIP, TENACITY

    s = start(form="hero")
    put(s, TENACITY)
    mark(s, identity(s), exhausted=True)
    hand(s, POWER_LEADERSHIP)
    act(s, "turn", "Tenacity")  # a physical cost paid with a wild resource
    act(s, "pay", "Power of Leadership")
    assert not s.units[identity(s)].exhausted


@rules("MC-SETUP-00", "MC-SETUP-07", "MC-SETUP-11", "MC-SETUP-16", "MC-SETUP-17", "MC-ABILITY-07")
def test_setup_steps_run_in_order_without_other_abilities() -> None:
    s = game(heroes="spider-man,captain-marvel").new_initial_state(3)
    assert kind(s) == "first-player"
    log = "\n".join(s.log)
    assert log.index("plays Spider-Man") < log.index("Villain: Rhino")
    assert s.accel == 0 and s.round == 0


@rules("MC-MODE-01", "MC-MODE-EXPERT-02", "MC-MODE-HEROIC-02", "MC-ENCBUILD-02")
def test_modes_combine() -> None:
    s = start(expert=True, heroic=2)
    assert s.card(s.villain).stage == "II" and s.game.params["heroic"] == 2


@rules("MC-MODE-SKIRMISH-01", "MC-MODE-SKIRMISH-02")
def test_skirmish_uses_one_stage() -> None:
    s = start(skirmish="III", expert=True)
    assert s.card(s.villain).stage == "III" and s.stages == []


@rules("MC-ENCBUILD-01")
def test_the_recommended_encounter_deck() -> None:
    s = start()
    sets = {s.card(u).set for u in s.enc_deck}
    assert sets == {"rhino", "bomb_scare", "standard", "spider_man"}


@rules("MC-ENCBUILD-03", "MC-MODULAR-01")
def test_other_modular_sets_replace_the_recommended_one() -> None:
    s = start(modular="masters-of-evil,under-attack")
    sets = {s.card(u).set for u in s.enc_deck}
    assert sets == {"rhino", "masters_of_evil", "under_attack", "standard", "spider_man"}


@rules("MC-IDSPEC-01", "MC-IDSPEC-02", "MC-IDSPEC-03", "MC-ASPECT-01", "MC-BASIC-01")
def test_the_deck_is_the_kit_one_aspect_and_basics() -> None:
    s = start(empty_hand=False)
    aspects = {s.card(u).aspect for u in s.players[0].deck + s.players[0].hand}
    assert aspects == {"hero", "justice", "basic"}


@rules("MC-KEYWORD-PIERCING-02")
def test_piercing_without_damage_keeps_tough() -> None:
    s = start(form="hero")  # DEF 3 against Rhino's 2
    with_keywords(s, "01094", "Piercing")
    mark(s, identity(s), tough=1)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "defend with your hero")
    assert s.units[identity(s)].tough == 1


@rules("MC-KEYWORD-RETALIATE-03")
def test_retaliate_before_after_attack_abilities() -> None:
    s = start(form="hero", heroes="captain-marvel")
    with_keywords(s, "01010a", "Retaliate 1")
    side_scheme(s, PSYCHE, threat=3)
    yr = engage(s, YON_ROGG)
    run(s, lambda: push_activation(s, yr, 0, "attack"))
    act(s, "defend", "no defender")
    log = "\n".join(s.log)
    assert log.index("retaliates") < log.index("placed on The Psyche")


@rules("MC-TIMING-03", "MC-STATUS-03", "MC-TIMING-01")
def test_a_stunned_card_acts_before_forced_interrupts() -> None:
    from mc_helpers import WEBBED_UP

    s = start(form="hero")
    wu = put(s, WEBBED_UP, host=s.villain)
    give_status(s, s.villain, "stunned")
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    assert s.units[wu].in_play and s.units[s.villain].stunned == 0 and hp(s) == 10


@rules("MC-PREVENT-05")
def test_emergency_prevents_threat_before_it_is_placed() -> None:
    from mc_helpers import EMERGENCY

    s = start()
    hand(s, EMERGENCY)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "scheme"))
    act(s, "interrupt", "Emergency")
    assert threat(s) == 0 and not any("threat is placed" in x for x in s.log)


@rules("MC-KEYWORD-GEN-03", "MC-KEYWORD-TOUGHNESS-01")
def test_keywords_apply_without_a_choice() -> None:
    from mc_helpers import reveal

    s = start()
    sm = reveal(s, "01102")
    assert s.units[sm].tough == 1 and kind(s) == "turn"
