"""The catalog's worked examples (MC-EX-*) that this content can play."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BOMB_SCARE,
    CHARGE,
    EXPLOSION,
    FIRST_AID,
    FOR_JUSTICE,
    GENIUS,
    HAYMAKER,
    HYDRA_BOMBER,
    INSPIRED,
    INTERROGATION,
    JESSICA,
    POWER_JUSTICE,
    SHOCKER,
    act,
    attach,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
    with_stats,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import deal_encounter_top, stat


@rules("MC-EX-02", "MC-ATTACHMENT-04", "MC-DASH-02")
def test_ex02_modifier_to_a_missing_stat_is_ignored() -> None:
    s = start()  # Peter Parker: no ATK
    position.add_lasting_effect(s, "attack", 1, seat=0)
    assert stat(s, identity(s), "attack") == 0


@rules("MC-EX-03", "MC-ABILITY-04", "MC-TARGET-02", "MC-CHOOSEEL-02", "MC-EVENT-06")
def test_ex03_no_valid_target_no_play() -> None:
    s = start()
    hand(s, FIRST_AID, GENIUS)
    assert "play First Aid" not in labels(s)  # nobody is damaged
    mark(s, identity(s), damage=1)
    assert "play First Aid" in labels(s)


@rules("MC-EX-05", "MC-RESABILITY-02")
def test_ex05_aspect_doubling_only_for_its_aspect() -> None:
    s = start(form="hero")
    mark(s, s.main, threat=5)
    hand(s, FOR_JUSTICE, POWER_JUSTICE)
    assert "play For Justice!" in labels(s)  # 2 resources for a Justice card
    hand(s, HAYMAKER)
    act(s, "turn", "play Haymaker")  # basic: Power of Justice gives 1 and For Justice! 1
    assert kind(s) == "pay"


@rules("MC-EX-06", "MC-INDIRECT-02")
def test_ex06_assigning_damage_cannot_exceed_what_defeats() -> None:
    s = start(form="hero")
    side_scheme(s, BOMB_SCARE, threat=5)
    jj = put(s, JESSICA)  # 3 hit points
    reveal(s, EXPLOSION)
    for _ in range(3):
        act(s, "assign-damage", "Jessica Jones")
    # she cannot take more: the other 2 can only go to Spider-Man
    assert not s.units[jj].in_play and hp(s) == 8


@rules("MC-EX-07")
def test_ex07_both_encounter_piles_empty_loses() -> None:
    s = start()
    position.set_encounter(s, [ADVANCE])
    deal_encounter_top(s)
    assert s.result == -1


@rules("MC-EX-13", "MC-YOU-07", "MC-ALLY-06", "MC-EXTENSION-03")
def test_ex13_you_means_the_identity() -> None:
    s = start()
    mark(s, s.main, threat=3)
    put(s, INTERROGATION)
    put(s, JESSICA)
    m = engage(s, SHOCKER)
    mark(s, m, damage=2)
    act(s, "turn", "Jessica Jones attacks")
    act(s, "choose-enemy-attack", "Shocker")
    assert not s.units[m].in_play and kind(s) == "turn"  # no Interrogation Room response
    m2 = engage(s, SHOCKER)
    mark(s, m2, damage=2)
    act(s, "turn", "change to hero form")
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert kind(s) == "response"


@rules("MC-EX-26")
def test_ex26_labeled_ability_canceled_by_status() -> None:
    s = start(form="hero")
    mark(s, identity(s), stunned=1)
    hand(s, HAYMAKER, GENIUS)
    act(s, "turn", "play Haymaker")
    act(s, "pay", "Genius")
    assert s.units[identity(s)].stunned == 0 and s.units[s.villain].damage == 0


@rules("MC-EX-30", "MC-MAX-06")
def test_ex30_max_one_per_ally() -> None:
    s = start()
    a = put(s, JESSICA)
    put(s, INSPIRED, host=a)
    hand(s, INSPIRED, GENIUS)
    assert "play Inspired" not in labels(s)  # the only ally has one already
    put(s, "01058")  # Daredevil
    assert "play Inspired" in labels(s)


@rules("MC-EX-37", "MC-QUALIFY-05")
def test_ex37_the_attack_gains_overkill() -> None:
    s = start(form="hero", heroes="captain-marvel")
    attach(s, CHARGE, s.villain)
    stack_encounter(s, ADVANCE)
    fid = []
    run(s, lambda: fid.append(push_activation(s, s.villain, 0, "attack")))
    assert s.frames[fid[0]]["overkill"]


@rules("MC-EX-41", "MC-CHOOSEOPT-02")
def test_ex41_encounter_choice_with_both_options() -> None:
    s = start()
    reveal(s, HYDRA_BOMBER)
    assert sorted(labels(s)) == ["place 1 threat on the main scheme", "take 2 damage"]


@rules("MC-EX-43", "MC-TARGET-06")
def test_ex43_zero_thw_can_still_thwart() -> None:
    s = start(form="hero")
    with_stats(s, "01001a", thwart=0)
    mark(s, s.main, threat=3)
    act(s, "turn", "basic thwart")
    assert threat(s) == 3 and s.units[identity(s)].exhausted
