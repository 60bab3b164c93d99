"""Cards played through the ops of ``set_ops.py``, effect by effect: No Mercy's bonus per
card discarded, Armed to the Teeth's and Riposte's "that many", Firepower's extra point
for a vehicle, Kylo Ren's Lightsaber when nothing blocks. Found by the mutation sample
of ``set_ops.py`` (docs/mutation-samples/mut-swd.md): the every-card check only sees
that these cards change the game, not by how much."""

from __future__ import annotations

import pytest
from swd_helpers import (
    FINN,
    KYLO,
    REY,
    STORMTROOPER,
    TAKE_COVER,
    TIE_FIGHTER,
    TROOPER,
    Side,
    act,
    dice_of,
    has_option,
    position,
    put_in_pool,
    resolve,
    tag,
    uid,
)

from rulebound.games.destiny.model import IN_POOL, ON_CARD, OUT_OF_GAME
from rulebound.games.destiny.position import script_rolls
from rulebound.games.destiny.state import DestinyState

NO_MERCY, ARMED_TO_THE_TEETH, RIPOSTE, FIREPOWER = "01086", "01093", "01121", "01140"
KYLOS_SABER, COMLINK, JANGO = "01015", "01061", "01021"


def damage(s: DestinyState, name: str) -> int:
    return s.units[uid(s, name)].damage


def test_no_mercy_raises_the_die_by_1_per_blue_card_discarded() -> None:
    s = position(
        Side(characters=[KYLO], hand=[NO_MERCY, NO_MERCY, TAKE_COVER], resources=2),
        Side(characters=[REY]),
    )
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # 1 melee
    act(s, "action", "play No Mercy")
    act(s, "discard-card", "No Mercy")  # Take Cover is gray: not offered, the step ends
    act(s, "choose-die", "Kylo Ren die")
    act(s, "symbol-target", "Rey")
    assert damage(s, "Rey") == 2


def test_armed_to_the_teeth_deals_as_much_damage_as_upgrades_discarded() -> None:
    s = position(
        Side(characters=[JANGO], upgrades=[(COMLINK, 0), (COMLINK, 0)], hand=[ARMED_TO_THE_TEETH]),
        Side(characters=[REY]),
    )
    act(s, "action", "play Armed to the Teeth")
    act(s, "choose-character", "Jango")
    act(s, "choose-card-in-play", "Comlink [#1")
    act(s, "choose-card-in-play", "Comlink [#2")
    act(s, "choose-character", "Rey")
    assert damage(s, "Rey") == 2


def test_riposte_removes_the_shields_it_turns_into_damage() -> None:
    s = position(
        Side(characters=[REY], shields=[3], hand=[RIPOSTE]),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Riposte")
    act(s, "choose-character", "Rey")
    act(s, "remove-shields", "2")
    act(s, "choose-character", "Kylo")
    assert s.units[uid(s, "Rey")].shields == 1 and damage(s, "Kylo Ren") == 2


def test_firepower_adds_1_to_a_characters_die_and_2_to_a_vehicles() -> None:
    for supports, name, dealt in (([], TROOPER, 2), ([TIE_FIGHTER], "First Order TIE Fighter", 3)):
        s = position(
            Side(characters=[STORMTROOPER], supports=supports, hand=[FIREPOWER], resources=1),
            Side(characters=[FINN]),
        )
        put_in_pool(s, uid(s, name), 0)  # 1 ranged
        act(s, "action", "play Firepower")
        act(s, "choose-die", f"{name} die")
        act(s, "symbol-target", "Finn")
        assert damage(s, "Finn") == dealt, name


def test_kylos_lightsaber_die_leaves_the_pool_when_no_shield_blocks() -> None:
    s = position(
        Side(characters=[KYLO], upgrades=[(KYLOS_SABER, 0)]),
        Side(characters=[REY]),
    )
    saber = uid(s, "Kylo Ren's Lightsaber")
    put_in_pool(s, saber, 4)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Kylo Ren's Lightsaber die")
    if s.decision().kind == "add-modifier":
        act(s, "add-modifier", "done")
    act(s, "choose-character", "Rey")
    [die] = dice_of(s, saber)
    assert damage(s, "Rey") == 2 and s.dice[die].where != IN_POOL


RESISTANCE_HQ, BACKUP_MUSCLE, MY_KIND_OF_SCUM = "01113", "01099", "01100"
ENDLESS_RANKS, PULLING_THE_STRINGS, HAN = "01070", "01087", "01046"
HAND, DECK = [TAKE_COVER, "01084"], [TAKE_COVER] * 6


def use_resistance_hq(resources: int) -> DestinyState:
    s = position(
        Side(characters=[FINN], supports=[RESISTANCE_HQ], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK, resources=resources),
    )
    act(s, "action", "use Resistance HQ")
    act(s, "discard-card", "Take Cover")
    act(s, "choose-character", "Finn")
    return s


def test_resistance_hq_readies_when_the_opponent_cannot_pay() -> None:
    s = use_resistance_hq(0)
    assert s.units[uid(s, "Finn")].shields == 1
    assert s.units[uid(s, "Resistance HQ")].ready and s.resources[1] == 0


def test_resistance_hq_readies_unless_the_opponent_pays_1() -> None:
    for answer, ready, left in (("no", True, 2), ("yes", False, 1)):
        s = use_resistance_hq(2)
        assert s.decision().seat == 1
        act(s, "may", answer)
        assert (s.units[uid(s, "Resistance HQ")].ready, s.resources[1]) == (ready, left), answer


def test_backup_muscle_moves_one_of_its_own_damage_onto_a_character() -> None:
    s = position(
        Side(characters=[REY], hand=[BACKUP_MUSCLE], resources=1, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    act(s, "action", "play Backup Muscle")
    act(s, "action", "pass")
    muscle = uid(s, "Backup Muscle")
    assert s.units[muscle].damage == 3
    act(s, "action", "use Backup Muscle")
    act(s, "choose-character", "Kylo")
    assert (s.units[muscle].damage, damage(s, "Kylo Ren")) == (2, 1)


@pytest.mark.rules("SWD-EXHAUST-02", "SWD-ABIL-06")
def test_my_kind_of_scum_exhausted_is_not_offered_for_a_second_disrupt() -> None:
    s = position(
        Side(characters=[HAN], supports=[MY_KIND_OF_SCUM, TIE_FIGHTER], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK, resources=4),
    )
    put_in_pool(s, uid(s, "Han Solo"), 2)  # 2 disrupt
    put_in_pool(s, uid(s, "First Order TIE Fighter"), 3)  # 1 disrupt
    act(s, "action", "resolve dice showing disrupt")
    act(s, "resolve-die", "TIE Fighter die")
    act(s, "resolve-die", "Han Solo die")
    act(s, "may", "yes")  # the first disrupt's: exhaust it, gain the 1 lost
    # the second's is not offered: the support is exhausted already (SWD-EXHAUST-02)
    assert s.resources == [1, 1]
    assert s.decision().kind == "action" and s.decision().seat == 1  # the turn goes on


def test_endless_ranks_returns_one_trooper_with_its_own_die_only() -> None:
    s = position(
        Side(
            characters=[STORMTROOPER, STORMTROOPER, KYLO],
            damage=[6, 6, 0],
            hand=[ENDLESS_RANKS],
            resources=5,
            deck=DECK,
        ),
        Side(characters=[REY, FINN], hand=HAND, deck=DECK),
        turn=1,
    )
    troopers = [uid(s, TROOPER, nth=k) for k in (0, 1)]
    dice = [die for t in troopers for die in dice_of(s, t)]
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    resolve(s, "melee", "Rey die", tag(troopers[0]))
    act(s, "action", "pass")
    resolve(s, "ranged", "Finn die", tag(troopers[1]))
    assert all(s.dice[d].where == OUT_OF_GAME for d in dice)  # both troopers defeated
    act(s, "action", "play Endless Ranks")
    act(s, "choose-character", tag(troopers[0]))
    back = [d for d in dice if s.dice[d].where == ON_CARD]
    assert len(back) == 1 and s.dice[back[0]].unit == troopers[0]
    assert s.units[troopers[0]].in_play and not s.units[troopers[1]].in_play


def test_pulling_the_strings_puts_cards_back_on_top_or_at_the_bottom() -> None:
    deck = [TAKE_COVER, "01084", "01151", "01153", "01155"]  # Take Cover, Intimidate, Aim, ...
    s = position(
        Side(characters=[REY], hand=[PULLING_THE_STRINGS], resources=1, deck=deck),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
    )
    act(s, "action", "play Pulling the Strings")
    act(s, "choose-one", "your deck")
    act(s, "place-card", "Aim on top")
    act(s, "place-card", "Take Cover at the bottom")
    act(s, "place-card", "Intimidate on top")
    names = [s.cards[c].name for c in s.deck[0]]
    assert names[:2] == ["Intimidate", "Aim"] and names[-1] == "Take Cover"


SQUAD_TACTICS = "01143"


def test_squad_tactics_activates_the_characters_chosen_before_done() -> None:
    s = position(
        Side(characters=[STORMTROOPER, STORMTROOPER, KYLO], hand=[SQUAD_TACTICS]),
        Side(characters=[REY]),
    )
    first, second = (uid(s, TROOPER, nth=k) for k in (0, 1))
    act(s, "action", "play Squad Tactics")
    assert not has_option(s, "Kylo")  # unique: not a choice
    act(s, "choose-character", tag(first))
    script_rolls(s, 0)
    act(s, "choose-character", "done")
    assert not s.units[first].ready and s.units[second].ready
    assert [s.dice[d].where for d in dice_of(s, first)] == [IN_POOL]
