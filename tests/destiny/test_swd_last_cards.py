"""What the last eleven Awakenings cards do, checked in detail (the every-card test only
checks that each script changes the game)."""

from __future__ import annotations

import pytest
from swd_helpers import act, log, position, put_in_pool, uid

from rulebound.games.destiny.model import HELD, IN_POOL, ON_CARD
from rulebound.games.destiny.position import Side, script_rolls
from rulebound.games.destiny.state import DestinyState

REY, FINN, KYLO, TUSKEN = "01038", "01045", "01011", "01022"
HAND, DECK = ["01157", "01084"], ["01157"] * 6


def settle(s: DestinyState) -> None:
    """Answer with the first option until a player's next action."""
    for _ in range(60):
        if s.is_terminal() or s.decision().kind in ("action", "extra-action"):
            return
        s.apply_action(s.decision().options[0])


def test_hyperspace_jump_ends_the_phase_switches_the_battlefield_and_is_set_aside() -> None:
    s = position(
        Side(characters=[REY], hand=["01129"], deck=DECK, resources=3, battlefield="01168"),
        Side(characters=[KYLO], hand=HAND, deck=DECK, battlefield="01171"),
    )
    old = s.battlefield
    act(s, "action", "play Hyperspace Jump")
    act(s, "switch-battlefield", "switch to")
    settle(s)
    battlefields = [u for u in s.units if u.in_play and u.kind == "battlefield"]
    assert [u.uid for u in battlefields] == [s.battlefield] and s.battlefield != old
    assert s.units[s.battlefield].controller == s.units[s.battlefield].owner == 1
    assert s.round == 2  # the action phase ended at once, upkeep followed
    assert [s.cards[c].name for c in s.aside[0]] == ["Hyperspace Jump"]
    assert "Hyperspace Jump" not in [s.cards[c].name for c in s.discard[0]]


def test_retreat_gives_the_opponent_one_action_then_ends_the_phase() -> None:
    s = position(
        Side(characters=[REY], hand=["01110"], deck=DECK, resources=2),
        Side(characters=[KYLO], hand=["01157"], deck=DECK),
    )
    act(s, "action", "play Retreat")
    assert s.decision().kind == "extra-action" and s.decision().seat == 1
    act(s, "extra-action", "play Take Cover")
    settle(s)
    assert s.round == 2 and "The action phase ends." in log(s)


def test_infamous_gives_a_yellow_card_ambush_and_is_exhausted() -> None:
    s = position(
        Side(characters=[FINN], supports=["01163"], hand=["01065"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    act(s, "action", "play Cunning")
    act(s, "grant-ambush", "Infamous")
    settle(s)
    assert s.decision().kind == "extra-action" and s.decision().seat == 0
    assert not s.units[uid(s, "Infamous")].ready


def test_declining_infamous_keeps_it_ready_and_gives_no_ambush() -> None:
    s = position(
        Side(characters=[FINN], supports=["01163"], hand=["01065"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    act(s, "action", "play Cunning")
    act(s, "grant-ambush", "no Ambush")
    settle(s)
    assert s.decision().seat == 1 and s.units[uid(s, "Infamous")].ready


def test_prized_possession_holds_the_die_until_it_leaves_play() -> None:
    s = position(
        Side(characters=[TUSKEN], hand=["01102"], resources=4, deck=DECK),
        Side(characters=[REY], hand=HAND, deck=DECK),
    )
    (die,) = put_in_pool(s, uid(s, "Rey"), 0)
    act(s, "action", "play Prized Possession")
    act(s, "upgrade-host", "Tusken")
    act(s, "may", "yes")
    act(s, "choose-die", "Rey")
    assert s.dice[die].where == HELD
    assert s.view(0)["players"][0]["in_play"][1]["holding"] == ["Rey die"]
    # Rey's activation does not roll it
    act(s, "action", "activate Rey")
    assert s.dice[die].where == HELD
    # when the upgrade leaves play, the die goes back onto Rey
    from rulebound.games.destiny.rules import discard_unit

    discard_unit(s, uid(s, "Prized Possession"))
    assert s.dice[die].where == ON_CARD and s.dice[die].unit == uid(s, "Rey")


def test_count_dooku_gets_his_shield_before_the_damage() -> None:
    s = position(
        Side(characters=[REY], hand=HAND, deck=DECK),
        Side(characters=["01009"], hand=["01157"], deck=DECK),
    )
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "Rey die")
    act(s, "symbol-target", "Count Dooku")
    act(s, "may", "yes")
    act(s, "discard-card", "Take Cover")
    dooku = s.units[uid(s, "Count Dooku")]
    assert dooku.damage == 0 and dooku.shields == 0 and s.hand[1] == []


def test_admiral_ackbar_punishes_the_last_card_played() -> None:
    s = position(
        Side(characters=[REY], hand=["01157"], deck=DECK),
        Side(characters=["01027"], hand=HAND, deck=DECK),
    )
    act(s, "action", "play Take Cover")
    act(s, "choose-character", "Rey")
    act(s, "choose-character", "Rey")  # P1 deals the 2 damage to their own Rey
    rey = s.units[uid(s, "Rey")]
    assert rey.shields == 0 and rey.damage == 1  # the shield took 1 of the 2


def test_launch_bay_counts_the_cards_in_hand() -> None:
    s = position(
        Side(characters=[REY], supports=["01031"], hand=["01157"] * 3, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    put_in_pool(s, uid(s, "Launch Bay"), 0)
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Launch Bay die")
    act(s, "symbol-target", "Kylo")
    assert s.units[uid(s, "Kylo Ren")].damage == 3


def test_diplomatic_immunity_spreads_its_shields() -> None:
    s = position(
        Side(characters=[REY, FINN], upgrades=[("01050", 1)], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    put_in_pool(s, uid(s, "Diplomatic Immunity"), 4)  # 4 shields
    act(s, "action", "resolve dice showing shield")
    act(s, "resolve-die", "Diplomatic Immunity die")
    for name in ("Rey", "Finn", "Rey", "Finn"):
        act(s, "choose-character", name)
    assert [s.units[u].shields for u in s.characters(0)] == [2, 2]


def test_award_ceremony_draws_then_sets_as_many_cards_aside() -> None:
    s = position(
        Side(
            characters=[REY, "01030"],
            exhausted=[REY, "01030"],
            hand=["01138", "01084"],
            deck=["01153", "01151"],
            resources=1,
        ),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    act(s, "action", "play Award Ceremony")
    settle(s)
    assert len(s.aside[0]) == 2 and len(s.hand[0]) == 1 and s.deck[0] == []


def test_sith_holocron_trades_places_with_a_blue_ability_upgrade() -> None:
    s = position(
        Side(characters=[TUSKEN], upgrades=[("01016", 0)], hand=["01057"], deck=DECK, resources=1),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    holocron = uid(s, "Sith Holocron")
    put_in_pool(s, holocron, 2)  # special
    script_rolls(s, dice={d.id: [0] for d in s.dice})
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Sith Holocron die")
    act(s, "switch-card", "Force Throw")
    act(s, "may", "yes")
    settle(s)
    throw = uid(s, "Force Throw")
    assert s.units[throw].host == uid(s, "Tusken Raider")  # a Blue upgrade on a Yellow character
    assert not s.units[holocron].in_play and "Sith Holocron" in [s.cards[c].name for c in s.hand[0]]
    assert s.resources[0] == 0 and any(d.unit == throw and d.where == IN_POOL for d in s.dice)


def test_poe_dameron_resolves_a_side_of_the_discarded_cards_die() -> None:
    s = position(
        Side(characters=["01029"], hand=["01032"], deck=DECK, resources=0),
        Side(characters=[KYLO], hand=HAND, deck=DECK, resources=3),
    )
    put_in_pool(s, uid(s, "Poe Dameron"), 4)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Poe Dameron die")
    act(s, "discard-card", "Black One")
    sides = s.labels()
    assert all("blank" not in label for label in sides.values())
    act(s, "choose-side", "disrupt")
    assert s.resources[1] < 3


@pytest.mark.rules("SWD-OPEN-11")
def test_a_die_being_resolved_is_not_chosen_inside_its_own_ability() -> None:
    """Outpost's special resolves Rebel War Room's claim ability ("resolve one of your
    dice"): the Outpost die still being resolved is not among the dice offered (else a
    player could resolve it again and again, forever)."""
    s = position(
        Side(characters=[REY], supports=["01053"], hand=HAND, deck=DECK, battlefield="01171"),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    (outpost,) = put_in_pool(s, uid(s, "Outpost"), 4)  # special
    put_in_pool(s, uid(s, "Rey"), 0)
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Outpost die")
    settle_to = s.decision()
    assert settle_to.kind == "choose-die"
    assert all("Outpost" not in label for label in s.labels().values())
    assert s.dice[outpost].where == IN_POOL


def test_two_cunnings_do_not_use_each_other_forever() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[("01065", 0), ("01065", 0)], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    first = uid(s, "Cunning")
    put_in_pool(s, first, 4)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Cunning die")
    act(s, "choose-card-in-play", "Cunning")  # the other copy
    d = s.decision()  # the second copy may use Kylo Ren's special, not the busy first copy
    assert d.kind == "choose-card-in-play" and 1000 + first not in d.options
    assert all("Cunning" not in label for label in s.labels().values())
