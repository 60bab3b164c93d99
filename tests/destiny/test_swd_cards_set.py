"""What the Awakenings cards beyond the starter sets do, card by card: the exact effect,
not only that there is one (test_swd_every_card checks that mechanically)."""

from __future__ import annotations

from swd_helpers import (
    FINN,
    KYLO,
    REY,
    STORMTROOPER,
    TROOPER,
    Side,
    act,
    dice_of,
    end_round,
    has_option,
    index,
    position,
    put_in_pool,
    rules,
    uid,
)

from rulebound.games.destiny.position import script_rolls
from rulebound.games.destiny.state import DestinyState

LUKES_SABER, FORCE_PROTECTION, FLAME_THROWER = "01041", "01039", "01024"
KYLOS_SABER, LOCAL_GARRISON, PHASMA = "01015", "01077", "01001"
NATURAL_TALENT, GO_FOR_THE_KILL, CLOSING_THE_NET = "01108", "01096", "01069"
MIND_TRICK, CONFISCATION, FORCE_TRAINING, PADME = "01147", "01094", "01058", "01048"
LIGHTSABER, TAKE_COVER = "01059", "01157"


def special(s: DestinyState, name: str, side: int) -> None:
    """Resolve the special of the card called ``name`` (its die put on ``side``)."""
    put_in_pool(s, uid(s, name, 0), side)
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", f"{name} die")
    if s.decision().kind == "add-modifier":
        act(s, "add-modifier", "done")


@rules("SWD-CHOOSE-01")
def test_lukes_lightsaber_gives_2_shields_or_deals_2_unblockable() -> None:
    for choice, shields, damage in (("shields", 2, 0), ("unblockable", 1, 2)):
        s = position(
            Side(characters=[REY], upgrades=[(LUKES_SABER, 0)]),
            Side(characters=[KYLO], shields=[1]),
        )
        special(s, "Luke Skywalker's Lightsaber", 4)
        act(s, "choose-one", choice)
        act(s, "choose-character", "Kylo")
        kylo = s.units[uid(s, "Kylo Ren")]
        assert (kylo.shields, kylo.damage) == (min(3, 1 + shields) if shields == 2 else 1, damage)


@rules("SWD-SHIELD-03")
def test_force_protection_spreads_3_shields_and_a_character_stops_at_3() -> None:
    s = position(
        Side(characters=[REY, FINN], upgrades=[(FORCE_PROTECTION, 0)], shields=[2, 0]),
        Side(characters=[KYLO]),
    )
    special(s, "Force Protection", 4)
    act(s, "choose-character", "Rey")
    assert not has_option(s, "Rey")  # full: only Finn is offered now
    act(s, "choose-character", "Finn")
    act(s, "choose-character", "Finn")
    assert (s.units[uid(s, "Rey")].shields, s.units[uid(s, "Finn")].shields) == (3, 2)


def test_flame_thrower_hits_up_to_3_different_characters_once_each() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(FLAME_THROWER, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    special(s, "Flame Thrower", 4)
    act(s, "choose-character", "Kylo")
    assert not has_option(s, "Kylo")
    act(s, "choose-character", TROOPER)
    act(s, "choose-character", "Finn")
    assert [s.units[u].damage for u in (0, 2, 3)] == [1, 1, 1]


@rules("SWD-UNBLOCK-01")
def test_kylos_lightsaber_die_stays_and_rerolls_when_shields_block() -> None:
    s = position(
        Side(characters=[KYLO], upgrades=[(KYLOS_SABER, 0)]),
        Side(characters=[REY], shields=[1]),
    )
    saber = uid(s, "Kylo Ren's Lightsaber")
    special(s, "Kylo Ren's Lightsaber", 4)
    [die] = dice_of(s, saber)
    script_rolls(s, dice={die: [0]})
    act(s, "choose-character", "Rey")
    assert s.units[uid(s, "Rey")].damage == 1 and s.dice[die].where == 1  # still in the pool
    assert s.dice[die].side == 0


def test_local_garrison_makes_the_opponent_gain_1_at_upkeep() -> None:
    s = position(
        Side(characters=[REY], supports=[LOCAL_GARRISON], deck=[TAKE_COVER] * 5),
        Side(characters=[KYLO], deck=[TAKE_COVER] * 5),
    )
    end_round(s)
    assert s.resources == [2, 1]


@rules("SWD-GUARDIAN-01", "SWD-KEYWORD-02")
def test_phasma_gives_guardian_to_non_unique_characters_only() -> None:
    s = position(
        Side(characters=[REY]),
        Side(characters=[PHASMA, STORMTROOPER]),
        turn=1,
    )
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee: something to take
    act(s, "action", f"activate {TROOPER}")
    assert s.decision().kind == "guardian"
    s2 = position(Side(characters=[REY]), Side(characters=[PHASMA, STORMTROOPER]), turn=1)
    put_in_pool(s2, uid(s2, "Rey"), 0)
    act(s2, "action", "activate Captain Phasma")
    assert s2.decision().kind != "guardian"


def test_natural_talent_resolves_a_die_one_higher() -> None:
    s = position(
        Side(characters=[FINN], hand=[NATURAL_TALENT], resources=1), Side(characters=[KYLO])
    )
    put_in_pool(s, uid(s, "Finn"), 1)  # 2 ranged
    act(s, "action", "play Natural Talent")
    act(s, "choose-die", "Finn die")
    act(s, "symbol-target", "Kylo")
    assert s.units[uid(s, "Kylo Ren")].damage == 3


@rules("SWD-UNBLOCK-01", "SWD-DAMAGE-03")
def test_go_for_the_kill_makes_the_ranged_damage_unblockable() -> None:
    s = position(
        Side(characters=[FINN], hand=[GO_FOR_THE_KILL]), Side(characters=[KYLO], shields=[2])
    )
    put_in_pool(s, uid(s, "Finn"), 1)  # 2 ranged
    act(s, "action", "play Go for the Kill")
    act(s, "choose-die", "Finn die")
    act(s, "symbol-target", "Kylo")
    kylo = s.units[uid(s, "Kylo Ren")]
    assert (kylo.damage, kylo.shields) == (2, 2)


def test_closing_the_net_may_go_to_the_bottom_of_the_deck() -> None:
    s = position(
        Side(characters=[KYLO], hand=[CLOSING_THE_NET], deck=[TAKE_COVER], resources=1),
        Side(characters=[REY]),
    )
    put_in_pool(s, uid(s, "Rey"), 0)
    act(s, "action", "play Closing the Net")
    act(s, "remove-own-die", "Rey die")
    act(s, "may", "yes")
    net = index(s, CLOSING_THE_NET)
    assert s.deck[0] == [index(s, TAKE_COVER), net] and net not in s.discard[0]


def test_mind_trick_removes_the_group_the_player_picks() -> None:
    s = position(
        Side(characters=[REY], hand=[MIND_TRICK], resources=2),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    kylo_die = put_in_pool(s, uid(s, "Kylo Ren"), 0)[0]
    trooper_die = put_in_pool(s, uid(s, TROOPER), 0)[0]
    act(s, "action", "play Mind Trick")
    act(s, "pick-dice", "Kylo Ren die")
    act(s, "pick-dice", "done")
    act(s, "choose-group", "second")
    assert s.pool(1) == [kylo_die] and s.dice[trooper_die].where == 0


def test_confiscation_pays_the_upgrades_cost_to_return_it_to_hand() -> None:
    s = position(
        Side(characters=[FINN], hand=[CONFISCATION], resources=3),
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)]),
    )
    act(s, "action", "play Confiscation")
    act(s, "choose-card-in-play", "Lightsaber")
    assert s.resources[0] == 0 and index(s, LIGHTSABER) in s.hand[1]
    assert not any(u.in_play and s.cards[u.card].code == LIGHTSABER for u in s.units)


def test_force_training_does_two_different_things() -> None:
    s = position(Side(characters=[REY], upgrades=[(FORCE_TRAINING, 0)]), Side(characters=[KYLO]))
    special(s, "Force Training", 4)
    act(s, "choose-one", "gain 1 resource")
    assert not has_option(s, "gain 1 resource")
    act(s, "choose-one", "shield")
    act(s, "choose-character", "Rey")
    assert s.resources[0] == 1 and s.units[uid(s, "Rey")].shields == 1


def test_padme_mills_one_or_pays_to_mill_two() -> None:
    s = position(
        Side(characters=[PADME], resources=1),
        Side(characters=[KYLO], deck=[TAKE_COVER] * 4),
    )
    special(s, "Padme Amidala", 4)
    act(s, "choose-one", "spend 1")
    assert len(s.deck[1]) == 2 and len(s.discard[1]) == 2 and s.resources[0] == 0


FALCON, REARM, IQA, JEDI_COUNCIL, DONT_GET_COCKY = "01049", "01109", "01055", "01123", "01127"


@rules("SWD-FREE-01")
def test_the_millennium_falcon_plays_a_yellow_event_from_the_discard_pile_free() -> None:
    s = position(
        Side(characters=[FINN], supports=[FALCON], discard=[DONT_GET_COCKY], deck=[TAKE_COVER] * 4),
        Side(characters=[KYLO], deck=[TAKE_COVER] * 4),
    )
    special(s, "Millennium Falcon", 5)
    act(s, "play-card", "Don't Get Cocky")
    assert s.resources[0] == 0 and len(s.hand[0]) == 2 and len(s.hand[1]) == 2
    assert s.discard[0] == [index(s, DONT_GET_COCKY)]  # back in the discard pile


def test_rearm_plays_a_red_upgrade_from_the_discard_pile_one_cheaper() -> None:
    s = position(
        Side(characters=["01030"], hand=[REARM], discard=[IQA], resources=3),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Rearm")  # free, then the IQA-11 costs 2 instead of 3
    act(s, "play-card", "IQA-11")
    act(s, "upgrade-host", "Rebel Trooper")
    assert s.resources[0] == 1 and uid(s, "IQA-11 Blaster Rifle") >= 0
    assert index(s, IQA) not in s.discard[0]


def test_jedi_council_discards_one_of_the_top_two_and_the_player_draws_the_other() -> None:
    s = position(
        Side(characters=[REY], supports=[JEDI_COUNCIL]),
        Side(characters=[KYLO], deck=[TAKE_COVER, LIGHTSABER, DONT_GET_COCKY]),
    )
    act(s, "action", "use Jedi Council")
    act(s, "choose-one", "opponent's deck")
    act(s, "discard-card", "Lightsaber")
    assert s.hand[1] == [index(s, TAKE_COVER)] and s.deck[1] == [index(s, DONT_GET_COCKY)]
    assert s.discard[1] == [index(s, LIGHTSABER)]
