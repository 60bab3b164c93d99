"""Rule coverage, sections 4-15: thwarting, defence abilities, dealing in step 4,
damage dealt and taken, elimination and control, setup of the main scheme."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    ASSAULT,
    BACKFLIP,
    BLACK_CAT,
    BREAKIN,
    CHARGE,
    COSMIC_FLIGHT,
    CRISIS,
    DAREDEVIL,
    ENERGY,
    FIRST_AID,
    GENIUS,
    HYDRA_BOMBER,
    INTUITION,
    MAKE_THE_CALL,
    POWER_LEADERSHIP,
    RHINO_II,
    SHOCKER,
    STAMPEDE,
    STRENGTH,
    SWEEPING_SWOOP,
    act,
    attach,
    finish_round,
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
    with_card,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage


def _answer(s, take: str = "") -> None:  # type: ignore[no-untyped-def]
    """Defaults for a running attack: no defender, pass, except an option named ``take``."""
    while kind(s) in ("defend", "interrupt", "response"):
        k = kind(s)
        if take and any(take in x for x in labels(s)):
            act(s, k, take)
        else:
            act(s, k, "no defender" if k == "defend" else "pass")


@rules("MC-THWART-01")
def test_every_way_of_thwarting_is_a_thwart() -> None:
    # A confused character's thwart is cancelled, whichever way it thwarts.
    s = start(heroes="captain-marvel", form="hero")
    mark(s, s.main, threat=6)
    me = identity(s)
    mark(s, me, confused=1)
    act(s, "turn", "basic thwart")
    assert threat(s) == 6 and s.units[me].confused == 0
    mark(s, me, confused=1)
    mark(s, me, exhausted=False)
    hand(s, CRISIS, GENIUS)
    act(s, "turn", "play Crisis Interdiction")
    act(s, "pay", "Genius")
    assert threat(s) == 6 and s.units[me].confused == 0
    cat = put(s, BLACK_CAT)
    mark(s, cat, confused=1)
    act(s, "turn", "Black Cat thwarts")
    assert threat(s) == 6 and s.units[cat].confused == 0


@rules("MC-DEFEND-09")
def test_several_defense_abilities_on_one_attack() -> None:
    # Rhino + Charge (2 + 3) + boost 2 = 7 against Captain Marvel; two Cosmic Flights
    # prevent 3 each: she takes 1.
    s = start(heroes="captain-marvel", form="hero")
    attach(s, CHARGE, s.villain)
    put(s, COSMIC_FLIGHT)
    put(s, COSMIC_FLIGHT)
    stack_encounter(s, SHOCKER)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "no defender")
    act(s, "interrupt", "Cosmic Flight")
    act(s, "interrupt", "Cosmic Flight")
    _answer(s)
    assert hp(s) == 12 - 1


@rules("MC-EVENT-05")
def test_playing_an_event_is_optional() -> None:
    s = start(form="hero")
    (bf,) = hand(s, BACKFLIP)
    stack_encounter(s, ASSAULT)  # no boost icon: 2 damage
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    offered = False
    while kind(s) in ("defend", "interrupt", "response"):
        offered = offered or any("Backflip" in x for x in labels(s))
        act(s, kind(s), "no defender" if kind(s) == "defend" else "pass")  # declined
    assert offered and hp(s) == 8 and bf in s.players[0].hand


@rules("MC-DAMAGE-04", "MC-PREVENT-04")
def test_prevented_damage_is_dealt_but_not_taken() -> None:
    # Sweeping Swoop as boost: the activation dealt damage although Backflip stopped
    # all of it being taken, so Spider-Man is stunned.
    s = start(form="hero")
    hand(s, BACKFLIP)
    stack_encounter(s, SWEEPING_SWOOP)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    _answer(s, "Backflip")
    assert hp(s) == 10 and s.units[identity(s)].stunned == 1
    # Stampede stuns a character the attack *damaged*: not one that took none.
    s = start(form="hero")
    hand(s, BACKFLIP)
    stack_encounter(s, ASSAULT)
    reveal(s, STAMPEDE)
    _answer(s, "Backflip")
    assert hp(s) == 10 and s.units[identity(s)].stunned == 0


@rules("MC-ELIM-04")
def test_cards_owned_by_another_go_to_their_owner() -> None:
    s = start(heroes="captain-marvel,spider-man", form="hero")
    (hi,) = hand(s, INTUITION, GENIUS)[:1]
    act(s, "turn", "play Heroic Intuition")
    act(s, "give-to", "Spider-Man")
    act(s, "pay", "Genius")
    assert s.units[hi].controller == 1
    run(s, lambda: push_damage(s, identity(s, 1), 20))
    assert s.players[1].eliminated and hi in s.players[0].discard


@rules("MC-OWN-07", "MC-OWN-10")
def test_a_borrowed_ally_stays_and_then_goes_home() -> None:
    s = start(heroes="captain-marvel,spider-man")
    dd = make(s, DAREDEVIL, 1)
    s.players[1].discard.append(dd)
    hand(s, MAKE_THE_CALL, POWER_LEADERSHIP, GENIUS, STRENGTH)
    act(s, "turn", "play Make the Call")
    while kind(s) == "pay":
        act(s, "pay", "")
    finish_round(s)
    assert s.units[dd].in_play and s.units[dd].controller == 0  # no duration: still hers
    run(s, lambda: push_damage(s, dd, 5))
    assert dd in s.players[1].discard and dd not in s.players[0].discard


@rules("MC-DISCARD-04")
def test_milled_cards_keep_their_order() -> None:
    s = start()
    a, b = stack_deck(s, ENERGY, STRENGTH)  # Energy on top
    hand(s, BLACK_CAT, GENIUS)
    act(s, "turn", "play Black Cat")
    while kind(s) == "pay":
        act(s, "pay", "Genius")
    _answer(s, "Black Cat")
    pile = s.players[0].discard
    assert pile.index(a) < pile.index(b)  # Energy first, Strength ends on top


@rules("MC-MAINSCHEME-08", "MC-SETUPABILITY-01")
def test_setup_advances_to_stage_1b_with_its_starting_threat() -> None:
    s = start(heroes="spider-man,captain-marvel")
    assert s.card(s.main).code == "01097b" and threat(s) == 0
    assert not any(s.card(u).code == "01097a" for u in s.play)


@rules("MC-ABILITY-01")
def test_cards_with_text_abilities_declare_them() -> None:
    s = start()
    scripts = s.game.scripts
    by_code = s.game.pool.by_code
    assert not scripts[by_code["01094"].index].abilities  # Rhino I: no ability
    assert not scripts[by_code[GENIUS].index].abilities  # basic resource
    for code in (BACKFLIP, BLACK_CAT, FIRST_AID, MAKE_THE_CALL, CRISIS):
        assert scripts[by_code[code].index].abilities, code


@rules("MC-ABILITY-02")
def test_abilities_only_reach_cards_in_play() -> None:
    s = start()
    cat = make(s, BLACK_CAT)
    mark(s, cat, damage=1)
    s.players[0].discard.append(cat)
    mark(s, identity(s), damage=3)
    hand(s, FIRST_AID, GENIUS)
    act(s, "turn", "play First Aid")
    act(s, "pay", "Genius")
    assert hp(s) == 9 and s.units[cat].damage in (0, 1)
    # Rhino II's When Revealed names the encounter discard pile, so it looks there.
    s = start(form="hero")
    position.set_encounter(s, [ADVANCE] * 5)
    (b,) = position.to_encounter_discard(s, BREAKIN)
    mark(s, s.villain, damage=13)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert s.units[b].in_play


@rules("MC-DEAL-03")
def test_a_card_dealt_in_step_4_joins_the_reveal_queue() -> None:
    # Step 4: Assault attacks Spider-Man; Spider-Sense draws his deck's last card, the
    # deck is rebuilt and an encounter card is dealt: revealed in this same step.
    s = start(form="hero")
    mark(s, s.villain, stunned=1)  # no step-2 attack
    hand(s, *[GENIUS] * 5)  # a full hand: no draw at the end of the phase
    position.discard_deck(s, 0, keep=1)  # Spider-Sense draws the last card: the deck runs out
    # dealt in step 3; dealt by the deck reset in step 4; Assault's boost card
    _, bomber, _ = stack_encounter(s, ASSAULT, HYDRA_BOMBER, ADVANCE)
    r = s.round
    while s.round == r:
        _answer(s, "Spider-Sense: draw")
        if s.round == r and kind(s) not in ("defend", "interrupt", "response"):
            act(s, kind(s), "")
    assert any("Spider-Sense" in line for line in s.log)
    assert s.units[bomber].in_play and s.units[bomber].engaged == 0


@rules("MC-VILLAINDEF-07")
def test_a_differently_named_stage_keeps_nothing() -> None:
    # A made-up Rhino II under another name: Rhino I's stunned card and attached
    # Charge do not carry over (with the same name they would, MC-VILLAINDEF-06).
    s = start(form="hero")
    with_card(s, RHINO_II, name="Rampaging Rhino")
    charge = attach(s, CHARGE, s.villain)
    mark(s, s.villain, stunned=1)
    mark(s, s.villain, damage=13)
    run(s, lambda: push_damage(s, s.villain, 1, 0))
    assert s.name(s.villain) == "Rampaging Rhino" and s.units[s.villain].stunned == 0
    assert not s.units[charge].in_play and charge in s.enc_discard
