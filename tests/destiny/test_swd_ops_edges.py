"""Ability ops of ``ops.py`` and ``more_ops.py`` in detail: Scout's choice among equally
cheap cards, Jedi Temple's "up to 2 events", Lying in Wait's "no bigger than yours", On
The Hunt's optional payment, Nightsister's self-damage, a prompt's fallback purpose.
Found by the mutation sample of session 27 (docs/mutation-samples/mut-sw.md): the
every-card check only sees that these cards change the game, not how."""

from __future__ import annotations

from swd_helpers import (
    AIM,
    FINN,
    KYLO,
    LIGHTSABER,
    REY,
    STORMTROOPER,
    TAKE_COVER,
    Side,
    act,
    has_option,
    position,
    put_in_pool,
    rules,
    tag,
    uid,
)

from rulebound.games.destiny.model import IN_POOL
from rulebound.games.destiny.position import script_rolls
from rulebound.games.destiny.state import DestinyState

SCOUT, LYING_IN_WAIT, JEDI_TEMPLE, INTIMIDATE = "01033", "01098", "01170", "01084"
ON_THE_HUNT, NIGHTSISTER, WILLPOWER = "01026", "01012", "01122"
DEFLECT, AT_ST, PLAY_THE_ODDS, DUG_IN = "01145", "01005", "01135", "01139"


def names(s: DestinyState, seat: int) -> list[str]:
    return sorted(s.cards[c].name for c in s.hand[seat])


def test_scout_lets_its_player_pick_among_equally_cheap_cards() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(SCOUT, 0)]),
        Side(characters=[KYLO], hand=[TAKE_COVER, INTIMIDATE, AIM]),
    )
    put_in_pool(s, uid(s, "Scout"), 3)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Scout die")
    assert s.decision().kind == "discard-card" and s.decision().seat == 0
    act(s, "discard-card", "Intimidate")  # Take Cover and Intimidate both cost 0
    assert names(s, 1) == ["Aim", "Take Cover"]


def test_jedi_temple_discards_up_to_two_events_and_no_more() -> None:
    s = position(
        Side(characters=[FINN], battlefield=JEDI_TEMPLE),
        Side(characters=[KYLO], hand=[TAKE_COVER, INTIMIDATE, AIM, LIGHTSABER]),
    )
    act(s, "action", "claim Jedi Temple")
    act(s, "may", "yes")
    act(s, "discard-card", "Take Cover")
    act(s, "discard-card", "Intimidate")
    assert names(s, 1) == ["Aim", "Lightsaber"]  # two were discarded: no third question
    assert s.decision().kind == "action" and s.decision().seat == 1


def test_lying_in_wait_discards_down_to_the_players_hand_size() -> None:
    s = position(
        Side(characters=[FINN], hand=[LYING_IN_WAIT, TAKE_COVER], resources=1),
        Side(characters=[KYLO], hand=[TAKE_COVER, INTIMIDATE, AIM, LIGHTSABER]),
    )
    act(s, "action", "play Lying in Wait")
    for card in ("Aim", "Intimidate", "Lightsaber"):  # 4 cards down to 1, one at a time
        assert s.decision().kind == "discard-card" and s.decision().seat == 1
        act(s, "discard-card", card)
    assert names(s, 1) == ["Take Cover"]
    assert s.decision().kind == "action"


def test_lying_in_wait_takes_nothing_from_a_hand_as_big_as_the_players() -> None:
    s = position(
        Side(characters=[FINN], hand=[LYING_IN_WAIT, TAKE_COVER, AIM], resources=1),
        Side(characters=[KYLO], hand=[TAKE_COVER, INTIMIDATE]),
    )
    act(s, "action", "play Lying in Wait")
    assert names(s, 1) == ["Intimidate", "Take Cover"]
    assert s.decision().kind == "action" and s.decision().seat == 1


def test_on_the_hunt_asks_before_it_takes_the_resource_for_removing_a_die() -> None:
    """The payment is optional, and paid when accepted (``may-spend``)."""
    s = position(
        Side(characters=[FINN], upgrades=[(ON_THE_HUNT, 0)], resources=2),
        Side(characters=[KYLO], shields=[1]),
    )
    kylo = uid(s, "Kylo Ren")
    [kylo_die] = put_in_pool(s, kylo, 0)
    put_in_pool(s, uid(s, "On The Hunt"), 3)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "On The Hunt die")
    act(s, "choose-character", tag(kylo))
    assert s.units[kylo].shields == 0
    assert s.decision().kind == "may" and s.resources[0] == 2  # asked, nothing paid yet
    act(s, "may", "yes")
    if s.decision().kind == "choose-die":
        act(s, "choose-die", "Kylo")
    assert s.resources[0] == 1
    assert s.dice[kylo_die].where != IN_POOL


def test_nightsister_takes_1_damage_after_her_reroll() -> None:
    s = position(Side(characters=[NIGHTSISTER]), Side(characters=[KYLO]))
    sister = uid(s, "Nightsister")
    [die] = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    script_rolls(s, dice={die: [5]})
    act(s, "action", "use Nightsister")
    act(s, "choose-die", "Kylo")
    assert s.dice[die].side == 5
    assert s.units[sister].damage == 1


def test_a_choice_whose_use_has_no_words_asks_for_a_target() -> None:
    """The prompt names what the chosen character is for when the ability's next step
    has words for it (``ops.purpose``); Willpower's damage move has none."""
    s = position(
        Side(characters=[REY], damage=[2], exhausted=[REY], hand=[WILLPOWER], resources=1),
        Side(characters=[KYLO], exhausted=[KYLO]),
    )
    act(s, "action", "play Willpower")
    assert s.decision().prompt == "Choose a character to target."
    act(s, "choose-character", "Rey")
    assert s.decision().prompt == "Choose a character to target."
    act(s, "choose-character", "Kylo")
    assert s.units[uid(s, "Kylo Ren")].damage == 1


def test_deflect_deals_half_the_removed_dice_value_rounded_up() -> None:
    """Deflect removes a die showing 3 ranged damage and deals 2 (half of 3, up)."""
    s = position(
        Side(characters=[REY], hand=[DEFLECT], resources=3),
        Side(characters=[KYLO], supports=[AT_ST]),
    )
    [die] = put_in_pool(s, uid(s, "AT-ST"), 0)  # 3 ranged
    act(s, "action", "play Deflect")
    act(s, "choose-die", "AT-ST")
    assert s.dice[die].where != IN_POOL
    act(s, "choose-character", "Kylo")
    assert s.units[uid(s, "Kylo Ren")].damage == 2


def test_play_the_odds_gains_1_on_a_resource_even_for_the_first_die_of_the_game() -> None:
    """Die 0 (the first player's first character's) is a die like any other."""
    s = position(Side(characters=[FINN], supports=[PLAY_THE_ODDS]), Side(characters=[KYLO]))
    [die] = put_in_pool(s, uid(s, "Finn"), 0)
    assert die == 0
    script_rolls(s, dice={die: [4]})  # Finn's resource side
    before = s.resources[0]
    act(s, "action", "use Play the Odds")
    if s.decision().kind == "choose-die":
        act(s, "choose-die", "Finn")
    assert s.dice[die].face.symbol == "resource"
    assert s.resources[0] == before + 1


@rules("SWD-RESTRICT-01")
def test_dug_in_is_played_only_by_the_battlefields_controller() -> None:
    def offered(controller: int) -> bool:
        s = position(
            Side(characters=[STORMTROOPER], hand=[DUG_IN], resources=3),  # a red event
            Side(characters=[KYLO]),
            controller=controller,
        )
        return has_option(s, "play Dug in")

    assert offered(0)
    assert not offered(1)
