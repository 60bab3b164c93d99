"""Audit of the Rhino, Bomb Scare, Standard and Expert encounter cards (01094-01112,
01186-01193) against the printed text: exact amounts, "each hero", overkill,
conditional stuns, crisis and the surge conditions the first card tests left open.

Each expectation is read from the card text before running the engine; a difference
the engine does not yet honour is an ``xfail(strict=True)`` naming the card.
"""

from __future__ import annotations

from typing import Any

from mc_helpers import (
    ADVANCE,
    AUNT_MAY,
    BACKFLIP,
    BOMB_SCARE,
    BREAKIN,
    CAUGHT_OFF_GUARD,
    CHARGE,
    CROWD_CONTROL,
    EXHAUSTION,
    EXPLOSION,
    GANG_UP,
    HARD_TO_KEEP_DOWN,
    HELICARRIER,
    HORN,
    HYDRA_BOMBER,
    HYDRA_MERCENARY,
    JESSICA,
    MANSION,
    MARIA_HILL,
    RHINO_III,
    SHOCKER,
    STAMPEDE,
    STRENGTH,
    SUIT,
    TRACER,
    act,
    attach,
    engage,
    hand,
    hp,
    identity,
    kind,
    labels,
    mark,
    pass_windows,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_damage


def offered(s: Any, text: str) -> bool:
    return any(text in x for x in labels(s))


def test_rhino_two_fetches_breakin_from_the_discard_pile() -> None:
    """01095: "Search the encounter deck and discard pile"."""
    s = start(form="hero")
    b = next(u for u in s.enc_deck if s.name(u) == "Breakin' & Takin'")
    position.encounter_to_discard(s, b)
    mark(s, s.villain, damage=13)
    run(s, lambda: push_damage(s, s.villain, 1, 0))  # Rhino I falls: Rhino II
    assert s.units[b].in_play and b not in s.enc_discard


def test_rhino_three_stuns_heroes_not_alter_egos() -> None:
    """01096: "Stun each hero": Peter Parker in alter-ego form is no hero."""
    s = start(heroes="spider-man,captain-marvel")
    from rulebound.games.marvel_champions.rules import flip

    flip(s, 1)
    s.refresh()
    reveal(s, RHINO_III)
    assert s.units[identity(s, 0)].stunned == 0 and s.units[identity(s, 1)].stunned == 1


def test_armored_rhino_suit_gone_then_rhino_is_hurt() -> None:
    """01098: at 5 damage the suit is discarded; later damage reaches Rhino."""
    s = start(form="hero")
    suit = attach(s, SUIT, s.villain)
    run(s, lambda: push_damage(s, s.villain, 5, 0))
    assert not s.units[suit].in_play and s.units[s.villain].damage == 0
    run(s, lambda: push_damage(s, s.villain, 3, 0))
    assert s.units[s.villain].damage == 3


def test_charge_overkill_through_a_defending_ally() -> None:
    """01099 Charge: Rhino 2 + 3 ATK = 5; Maria Hill (2 hit points) defends, and the 3
    excess damage is dealt to her controller."""
    s = start(form="hero", heroes="captain-marvel")
    mh = put(s, MARIA_HILL)
    stack_encounter(s, ADVANCE)  # no boost icons
    attach(s, CHARGE, s.villain)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "Maria Hill")
    pass_windows(s)
    assert not s.units[mh].in_play and hp(s) == 12 - 3


def test_enhanced_ivory_horn_is_a_hero_action() -> None:
    """01100: "Hero Action": Peter Parker cannot discard it."""
    s = start()
    attach(s, HORN, s.villain)
    hand(s, STRENGTH, STRENGTH)
    assert not offered(s, "Enhanced Ivory Horn")


def test_hard_to_keep_down_heals_exactly_four() -> None:
    """01104: Rhino heals 4 of his 6 damage; damage was healed, so no surge."""
    s = start()
    mark(s, s.villain, damage=6)
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, HARD_TO_KEEP_DOWN)
    assert s.units[s.villain].damage == 2 and nxt in s.enc_deck


def test_stampede_stuns_a_damaged_defending_ally() -> None:
    """01106: "If a character is damaged by this attack, that character is stunned":
    Jessica Jones defends and is damaged; the hero is not."""
    s = start(form="hero", heroes="captain-marvel")
    jj = put(s, JESSICA)
    stack_encounter(s, ADVANCE)
    reveal(s, STAMPEDE)
    act(s, "defend", "Jessica Jones")
    pass_windows(s)
    assert s.units[jj].damage == 2 and s.units[jj].stunned == 1
    assert s.units[identity(s)].stunned == 0


def test_stampede_no_stun_when_no_damage() -> None:
    """01106: Backflip prevents all the damage: nobody is damaged, nobody stunned."""
    s = start(form="hero")
    hand(s, BACKFLIP)
    stack_encounter(s, ADVANCE)
    reveal(s, STAMPEDE)
    act(s, "interrupt", "pass")  # Spider-Sense
    act(s, "defend", "no defender")
    act(s, "interrupt", "Backflip")
    pass_windows(s)
    assert hp(s) == 10 and s.units[identity(s)].stunned == 0


def test_crowd_control_no_threat_off_the_main_scheme() -> None:
    """01108 crisis: Spider-Tracer must take its 3 threat from a side scheme."""
    s = start(form="hero")
    mark(s, s.main, threat=5)
    cc = side_scheme(s, CROWD_CONTROL, threat=4)
    m = engage(s, SHOCKER)
    put(s, TRACER, host=m)
    mark(s, m, damage=2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Shocker")
    assert threat(s) == 5 and threat(s, cc) == 1


def test_hydra_bomber_damage_to_an_alter_ego() -> None:
    """01110: "take 2 damage" — you take it in either form."""
    s = start()
    reveal(s, HYDRA_BOMBER)
    assert s.decision().prompt == "Hydra Bomber: choose one."  # the card asking is named
    act(s, "choose-option", "take 2 damage")
    assert hp(s) == 8 and threat(s) == 0


def test_explosion_skips_alter_egos() -> None:
    """01111: "among heroes and allies": Peter Parker cannot be assigned any; Jessica
    Jones takes what she can hold (3 of Bomb Scare's 4)."""
    s = start()
    jj = put(s, JESSICA)
    side_scheme(s, BOMB_SCARE, threat=4)
    reveal(s, EXPLOSION)
    assert not s.units[jj].in_play and hp(s) == 10


def test_caught_off_guard_chooses_among_your_cards_only() -> None:
    """01188: "an upgrade or support you control": the other player's are safe."""
    s = start(heroes="spider-man,captain-marvel")
    mine = put(s, AUNT_MAY)
    mansion = put(s, MANSION)
    theirs = put(s, HELICARRIER, seat=1)
    reveal(s, CAUGHT_OFF_GUARD)
    assert kind(s) == "discard-card" and not offered(s, "Helicarrier")
    act(s, "discard-card", "Avengers Mansion")
    assert s.units[mine].in_play and not s.units[mansion].in_play and s.units[theirs].in_play


def test_caught_off_guard_surges_without_cards() -> None:
    s = start()
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, CAUGHT_OFF_GUARD)
    assert s.units[nxt].in_play


def test_gang_up_only_minions_engaged_with_you() -> None:
    """01189: "each minion engaged with you": the other player's minion stays put.
    Rhino (2) + Hydra Mercenary (1) hit Captain Marvel; Shocker, engaged with the
    other player, does not."""
    s = start(form="hero", heroes="captain-marvel,spider-man")
    engage(s, HYDRA_MERCENARY, seat=0)
    engage(s, SHOCKER, seat=1)
    stack_encounter(s, ADVANCE, ADVANCE, ADVANCE)
    reveal(s, GANG_UP)
    for _ in range(10):
        if kind(s) == "turn":
            break
        k = kind(s)
        act(s, k, {"defend": "no defender"}.get(k, "pass"))
    assert hp(s) == 12 - 3 and hp(s, 1) == 10


def test_exhaustion_exhausts_an_alter_ego_too() -> None:
    """01191: "Exhaust your identity card": either side."""
    s = start()
    stack_encounter(s, BREAKIN)
    reveal(s, EXHAUSTION)
    assert s.units[identity(s)].exhausted


@rules("MC-DAMAGE-05")
def test_armored_rhino_suit_before_the_tough_status() -> None:
    """01098 vs a tough Rhino, the accepted DE reading (rules plan 6.1): the "would be
    dealt" forced interrupt comes first: the suit takes the 3, Rhino keeps his tough
    card."""
    s = start(form="hero")
    suit = attach(s, SUIT, s.villain)
    mark(s, s.villain, tough=1)
    run(s, lambda: push_damage(s, s.villain, 3, 0))
    assert s.units[s.villain].tough == 1 and s.units[suit].damage == 3


def test_charge_stays_while_rhino_is_stunned() -> None:
    """01099: "When Rhino attacks ... At the end of this attack, discard Charge": a
    stunned Rhino does not attack, so Charge stays."""
    s = start(form="hero", heroes="captain-marvel")
    c = attach(s, CHARGE, s.villain)
    mark(s, s.villain, stunned=1)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    pass_windows(s)
    assert s.units[c].in_play and hp(s) == 12 and s.units[s.villain].stunned == 0


def test_shocker_spares_an_alter_ego() -> None:
    """01103: "Deal 1 damage to each hero": Carol Danvers (alter-ego) takes none."""
    s = start(form="hero", heroes="spider-man,captain-marvel")
    from rulebound.games.marvel_champions.rules import flip

    flip(s, 1)
    s.refresh()
    reveal(s, SHOCKER)
    pass_windows(s)
    assert hp(s, 0) == 9 and hp(s, 1) == 12


def test_the_break_in_threat_scales_per_player() -> None:
    """01097b: 7 per player to lose, +1 per player each villain phase."""
    from rulebound.games.marvel_champions.rules import target_threat

    s = start(heroes="spider-man,captain-marvel")
    assert target_threat(s) == 14


def test_hard_to_keep_down_partial_heal_no_surge() -> None:
    """01104: 2 damage healed of the 4 (Rhino at 12/14): something was healed."""
    s = start()
    mark(s, s.villain, damage=2)
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, HARD_TO_KEEP_DOWN)
    assert s.units[s.villain].damage == 0 and nxt in s.enc_deck


def test_hard_to_keep_down_surges_at_full_health() -> None:
    s = start()
    (nxt,) = stack_encounter(s, BREAKIN)
    reveal(s, HARD_TO_KEEP_DOWN)
    assert s.units[nxt].in_play


def test_exhaustion_then_assault_no_basic_defense() -> None:
    """01191 then its surge card Assault: the exhausted hero cannot defend."""
    from mc_helpers import ASSAULT

    s = start(form="hero", heroes="captain-marvel")
    stack_encounter(s, ASSAULT, ADVANCE)
    reveal(s, EXHAUSTION)
    assert not (kind(s) == "defend" and offered(s, "defend with your hero"))
    if kind(s) == "defend":
        act(s, "defend", "no defender")
    pass_windows(s)
    assert hp(s) == 10 and s.units[identity(s)].exhausted


def test_advance_against_a_confused_rhino() -> None:
    """01186: the villain schemes — confused, he places nothing and loses the card."""
    s = start()
    mark(s, s.villain, confused=1)
    reveal(s, ADVANCE)
    pass_windows(s)
    assert threat(s) == 0 and s.units[s.villain].confused == 0


def test_under_fire_reveals_the_top_card_then_surges() -> None:
    """01193: the top card (Hydra Mercenary) is revealed and engages, then Surge reveals
    Advance: Rhino schemes for 1 (its boost card, a second Advance, has no icon)."""
    from mc_helpers import UNDER_FIRE

    s = start()
    merc, adv, _boost = stack_encounter(s, HYDRA_MERCENARY, ADVANCE, ADVANCE)
    reveal(s, UNDER_FIRE)
    pass_windows(s)
    assert s.units[merc].engaged == 0 and adv in s.enc_discard and threat(s) == 1


def test_masterplan_four_on_each_side_scheme() -> None:
    from mc_helpers import MASTERPLAN

    s = start()
    cc = side_scheme(s, CROWD_CONTROL, threat=2)
    bs = side_scheme(s, BOMB_SCARE, threat=3)
    reveal(s, MASTERPLAN)
    pass_windows(s)
    assert threat(s, cc) == 6 and threat(s, bs) == 7 and threat(s) == 0


def test_webbed_up_second_copy_on_a_minion() -> None:
    """01009 "Max 1 per enemy": with Rhino webbed, a minion may take the second."""
    from mc_helpers import ENERGY, GENIUS, WEBBED_UP

    s = start(form="hero")
    put(s, WEBBED_UP, host=s.villain)
    m = engage(s, SHOCKER)
    hand(s, WEBBED_UP, ENERGY, GENIUS)
    act(s, "turn", "play Webbed Up")
    while kind(s) != "turn":
        k = kind(s)
        act(s, k, {"pay": "discard for resources"}.get(k, "Shocker"))
    assert any(s.units[u].host == m for u in s.play)


@rules("MC-FIRST-04")
def test_caught_off_guard_target_chosen_by_the_first_player() -> None:
    """01188 revealed by P2 with two supports: P1 (first player) picks which one."""
    s = start(heroes="spider-man,captain-marvel")
    put(s, AUNT_MAY, seat=1)
    put(s, MANSION, seat=1)
    reveal(s, CAUGHT_OFF_GUARD, seat=1)
    assert kind(s) == "discard-card" and s.decision().seat == 0


def test_enhanced_ivory_horn_goes_to_the_encounter_discard() -> None:
    """01100: discarded, Rhino's ATK is 2 again and the Horn is in the encounter
    discard pile."""
    from rulebound.games.marvel_champions.rules import stat

    s = start(form="hero")
    h = attach(s, HORN, s.villain)
    hand(s, STRENGTH, STRENGTH)
    act(s, "turn", "Enhanced Ivory Horn")
    act(s, "pay", "Strength")
    act(s, "pay", "Strength")
    assert h in s.enc_discard and stat(s, s.villain, "attack") == 2


def test_charge_stays_when_webbed_up_replaces_the_attack() -> None:
    """01099 + 01009: the replaced attack never happens ("When Rhino attacks" does not
    trigger), so Charge stays; Rhino is stunned."""
    from mc_helpers import WEBBED_UP

    s = start(form="hero", heroes="captain-marvel")
    c = attach(s, CHARGE, s.villain)
    put(s, WEBBED_UP, host=s.villain)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    assert s.units[c].in_play and s.units[s.villain].stunned == 1 and hp(s) == 12


@rules("MC-TOUGH-05")
def test_charge_overkill_stopped_by_a_tough_ally() -> None:
    """01099: a tough defender prevents the whole attack: no overkill to the hero."""
    s = start(form="hero", heroes="captain-marvel")
    attach(s, CHARGE, s.villain)
    jj = put(s, JESSICA)
    mark(s, jj, tough=1)
    stack_encounter(s, ADVANCE)
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "defend", "Jessica Jones")
    pass_windows(s)
    assert hp(s) == 12 and s.units[jj].tough == 0 and s.units[jj].in_play


@rules("MC-TOUGH-06")
def test_stampede_no_stun_when_a_tough_card_takes_it() -> None:
    """01106: the tough card prevents the damage, so the hero was not damaged."""
    s = start(form="hero", heroes="captain-marvel")
    mark(s, identity(s), tough=1)
    stack_encounter(s, ADVANCE)
    reveal(s, STAMPEDE)
    act(s, "defend", "no defender")
    pass_windows(s)
    assert hp(s) == 12 and s.units[identity(s)].tough == 0
    assert s.units[identity(s)].stunned == 0
