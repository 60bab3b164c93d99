"""The round's turn order (catalog sections 5 and 6, table T-06)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.turn_order import (
    AllyGroup,
    Character,
    MonsterGroup,
    Standee,
    TurnOrder,
    add_arrivals,
    round_order,
)

rules = pytest.mark.rules


def figures(order: TurnOrder) -> list[str]:
    return [t.figure for t in order.turns()]


def group(name: str, initiative: int, *normals: int, elites: tuple[int, ...] = ()) -> MonsterGroup:
    standees = tuple(Standee(n) for n in normals) + tuple(Standee(n, elite=True) for n in elites)
    return MonsterGroup(name, initiative, standees)


def play_until(order: TurnOrder, figure: str) -> tuple[list[str], TurnOrder]:
    """Take turns up to and including ``figure``; return them and what remains."""
    done: list[str] = []
    while True:
        turn, order = order.pop()
        done.append(turn.figure)
        if turn.figure == figure:
            return done, order


# --- round start ------------------------------------------------------------------------


@rules("GH-RSTART-13", "GH-RSTART-06", "GH-RSTART-11", "GH-GLOSS-54")
def test_ascending_initiative_lowest_first() -> None:
    order = round_order(
        [Character("Brute", 45, 80), Character("Scoundrel", 12, 70)],
        [group("guard", 30, 1), group("archer", 71, 2)],
    )
    assert figures(order) == ["Scoundrel", "guard 1", "Brute", "archer 2"]
    assert [t.initiative for t in order.turns()] == [12, 30, 45, 71]


@rules("GH-RSTART-14")
def test_within_a_type_elites_first_then_normals_by_standee_number() -> None:
    order = round_order([], [group("guard", 30, 5, 2, 4, elites=(6, 1))])
    assert figures(order) == ["guard 1", "guard 6", "guard 2", "guard 4", "guard 5"]
    assert [t.rank for t in order.turns()] == ["elite"] * 2 + ["normal"] * 3


@rules("GH-RSTART-14", "GH-ACTION-07")
def test_a_boss_is_neither_elite_nor_normal() -> None:
    boss = MonsterGroup("jekserah", 40, (Standee(1, boss=True),))
    (turn,) = round_order([], [boss]).turns()
    assert turn.rank == "boss"


@rules("GH-RSTART-15")
def test_monster_types_tied_on_initiative_are_the_players_choice() -> None:
    order = round_order(
        [Character("Brute", 10, 20)],
        [group("guard", 30, 1, 2), group("archer", 30, 1), group("bones", 30, 3)],
    )
    assert order.ties() == (("guard", "archer", "bones"),)
    assert not order.decided
    with pytest.raises(ValueError):
        order.turns()
    with pytest.raises(ValueError):
        order.choose_first("Brute")  # not in a tie
    order = order.choose_first("bones")
    assert order.ties() == (("guard", "archer"),)
    order = order.choose_first("archer")
    assert order.decided
    assert figures(order) == ["Brute", "bones 3", "archer 1", "guard 1", "guard 2"]


@rules("GH-RSTART-15")
def test_a_tie_blocks_the_turns_only_when_it_is_reached() -> None:
    order = round_order(
        [Character("Brute", 10, 20)], [group("guard", 30, 1), group("archer", 30, 1)]
    )
    turn, rest = order.pop()
    assert turn.figure == "Brute"
    with pytest.raises(ValueError):
        rest.pop()
    turn, _ = rest.choose_first("guard").pop()
    assert turn.figure == "guard 1"


@rules("GH-RSTART-16", "GH-LREST-01")
def test_a_long_rest_acts_at_99() -> None:
    order = round_order(
        [Character("Mindthief", None), Character("Brute", 98, 5)], [group("guard", 99, 1)]
    )
    rester = Character("Mindthief", None)
    assert rester.long_rest and rester.initiative == 99
    # A Long Rest at 99 is a player's turn: it acts before the monsters on 99.
    assert figures(order) == ["Brute", "Mindthief", "guard 1"]


@rules("GH-RSTART-17")
def test_tied_players_go_by_the_second_card_then_decide() -> None:
    order = round_order(
        [Character("Brute", 25, 60), Character("Tinkerer", 25, 40), Character("Cragheart", 25, 60)],
        [],
    )
    assert order.ties() == (("Brute", "Cragheart"),)
    assert [b.key for b in order.entries[0]] == ["Tinkerer"]
    assert figures(order.choose_first("Cragheart")) == ["Tinkerer", "Cragheart", "Brute"]
    assert figures(order.choose_first("Brute")) == ["Tinkerer", "Brute", "Cragheart"]


@rules("GH-RSTART-17", "GH-RSTART-16")
def test_long_resting_players_tied_at_99_decide() -> None:
    order = round_order([Character("Brute", None), Character("Tinkerer", None)], [])
    assert order.ties() == (("Brute", "Tinkerer"),)


@rules("GH-RSTART-18")
def test_a_player_acts_before_a_monster_on_a_tie() -> None:
    order = round_order(
        [Character("Brute", 30, 90)], [group("guard", 30, 1), group("archer", 29, 1)]
    )
    assert figures(order) == ["archer 1", "Brute", "guard 1"]
    assert order.decided


@rules("GH-RSTART-19", "GH-RSTART-20")
def test_summons_act_just_before_their_summoner_in_the_order_summoned() -> None:
    order = round_order(
        [
            Character("Tinkerer", 50, 10, summons=("Decoy", "Drone")),
            Character("Brute", 20, 30),
        ],
        [group("guard", 49, 1)],
    )
    turns = order.turns()
    assert figures(order) == ["Brute", "guard 1", "Decoy", "Drone", "Tinkerer"]
    assert [(t.kind, t.owner, t.initiative) for t in turns[2:4]] == [
        ("summon", "Tinkerer", 50),
        ("summon", "Tinkerer", 50),
    ]


@rules("GH-RSTART-19", "GH-LREST-01")
def test_a_resting_players_summons_still_act_and_positions_rank_the_summon_first() -> None:
    order = round_order([Character("Tinkerer", None, summons=("Drone",))], [group("g", 40, 1)])
    assert figures(order) == ["g 1", "Drone", "Tinkerer"]
    positions = order.positions()
    assert positions["Drone"] < positions["Tinkerer"]  # the summon acts first


@rules("GH-RSTART-21")
def test_scenario_allies_act_in_ascending_token_number() -> None:
    allies = AllyGroup("villagers", 50, (3, 1, 2))
    order = round_order([Character("Brute", 50, 10)], [], [allies])
    assert figures(order) == ["Brute", "villagers 1", "villagers 2", "villagers 3"]
    assert [t.kind for t in order.turns()[1:]] == ["ally"] * 3


def test_a_type_with_no_figure_on_the_map_has_no_turn() -> None:
    order = round_order([Character("Brute", 30, 40)], [MonsterGroup("guard", 10, ())])
    assert figures(order) == ["Brute"]


def test_names_must_be_distinct() -> None:
    with pytest.raises(ValueError):
        round_order([Character("guard", 10, 20)], [group("guard", 30, 1)])


@rules(
    "GH-DX-13",
    "GH-RSTART-13",
    "GH-RSTART-14",
    "GH-RSTART-16",
    "GH-RSTART-17",
    "GH-RSTART-18",
    "GH-RSTART-19",
)
def test_dx13_the_worked_turn_order() -> None:
    order = round_order(
        [
            Character("A", 25, 60),
            Character("B", 25, 40, summons=("B's summon",)),
            Character("C", None),
        ],
        [group("M", 25, 1, 2, elites=(3,)), group("N", 70, 1)],
    )
    assert figures(order) == ["B's summon", "B", "A", "M 3", "M 1", "M 2", "N 1", "C"]
    assert order.turns()[-1].initiative == 99


@rules("GH-ROUND-01")
def test_popping_takes_every_turn_once_in_order() -> None:
    order = round_order([Character("Brute", 30, 40, summons=("Bear",))], [group("guard", 10, 2, 1)])
    assert len(order) == 4
    taken = []
    while len(order):
        turn, order = order.pop()
        taken.append(turn.figure)
    assert taken == ["guard 1", "guard 2", "Bear", "Brute"]
    with pytest.raises(IndexError):
        order.pop()


# --- figures arriving during the round ----------------------------------------------------


def _round_at_40() -> TurnOrder:
    return round_order(
        [Character("Opener", 40, 80), Character("Late", 65, 10)],
        [group("guard", 10, 1), group("archer", 60, 1)],
    )


@rules("GH-MOVE-21", "GH-MOVE-22", "GH-DX-31")
def test_dx31_door_reveal_lower_initiative_acts_right_after_the_opener() -> None:
    done, remaining = play_until(_round_at_40(), "Opener")
    assert done == ["guard 1", "Opener"]
    revealed = [group("A", 20, 1, 2), group("B", 60, 1)]
    remaining = add_arrivals(remaining, revealed, "revealed")
    # A (20) right after the opener; B (60) ties with archer (60): the players decide.
    assert remaining.ties() == (("archer", "B"),)
    rest = remaining.choose_first("B")
    assert figures(rest) == ["A 1", "A 2", "B 1", "archer 1", "Late"]


@rules("GH-MOVE-21", "GH-DX-31")
def test_several_lower_types_revealed_act_in_initiative_order() -> None:
    _, remaining = play_until(_round_at_40(), "Opener")
    revealed = [group("C", 35, 1), group("A", 20, 1), group("D", 20, 4)]
    remaining = add_arrivals(remaining, revealed, "revealed")
    assert remaining.ties() == (("A", "D"),)
    assert figures(remaining.choose_first("D")) == ["D 4", "A 1", "C 1", "archer 1", "Late"]


@rules("GH-MOVE-22", "GH-RSTART-14")
def test_revealed_monsters_of_a_type_still_to_act_join_it() -> None:
    _, remaining = play_until(_round_at_40(), "Opener")
    more = MonsterGroup("archer", 60, (Standee(4), Standee(2, elite=True)))
    remaining = add_arrivals(remaining, [more], "revealed")
    assert figures(remaining) == ["archer 2", "archer 1", "archer 4", "Late"]


@rules("GH-MOVE-22", "GH-RSTART-18")
def test_a_revealed_type_on_a_players_initiative_acts_after_the_player() -> None:
    _, remaining = play_until(_round_at_40(), "Opener")
    remaining = add_arrivals(remaining, [group("E", 65, 1)], "revealed")
    assert figures(remaining) == ["archer 1", "Late", "E 1"]


@rules("GH-ROUND-04", "GH-ROUND-05", "GH-ROUND-06", "GH-DX-30")
def test_dx30_spawning_during_the_round() -> None:
    base = round_order([Character("P", 50, 90), Character("Q", 80, 90)], [group("guard", 10, 1)])
    _, remaining = play_until(base, "P")
    early = add_arrivals(remaining, [group("spawn", 30, 1)], "spawned")
    assert figures(early) == ["spawn 1", "Q"]  # right after the current turn
    late = add_arrivals(remaining, [group("spawn", 70, 1)], "spawned")
    assert figures(late) == ["spawn 1", "Q"]  # its normal place, 70 < 80
    later = add_arrivals(remaining, [group("spawn", 85, 1)], "spawned")
    assert figures(later) == ["Q", "spawn 1"]
    # Spawned at the end of the round: nothing this round; next round, normal order.
    _, empty = play_until(base, "Q")
    assert len(add_arrivals(empty, [group("spawn", 30, 1)], "spawned-end-of-round")) == 0
    next_round = round_order([Character("P", 50, 90)], [group("spawn", 30, 1)])
    assert figures(next_round) == ["spawn 1", "P"]


@rules("GH-ROUND-04")
def test_a_spawn_of_a_type_that_already_acted_acts_right_after_the_current_turn() -> None:
    base = round_order([Character("P", 50, 90)], [group("guard", 10, 1)])
    _, remaining = play_until(base, "P")
    assert len(remaining) == 0
    again = add_arrivals(remaining, [group("guard", 10, 2)], "spawned")
    assert figures(again) == ["guard 2"]


@rules("GH-MSUMMON-06", "GH-MSUMMON-04")
def test_a_monster_summon_first_acts_next_round_in_normal_order() -> None:
    base = round_order([Character("P", 50, 90)], [group("shaman", 20, 1), group("imp", 70, 1)])
    _, remaining = play_until(base, "shaman 1")
    same = add_arrivals(remaining, [group("imp", 70, 2)], "summoned")
    assert same == remaining
    assert figures(same) == ["P", "imp 1"]  # imp 2 does not act this round
    next_round = round_order([Character("P", 50, 90)], [group("imp", 70, 1, 2)])
    assert figures(next_round) == ["P", "imp 1", "imp 2"]


@rules("GH-SUMMON-05", "GH-RSTART-19")
def test_a_player_summon_first_acts_next_round_before_its_summoner() -> None:
    this_round = round_order([Character("Tinkerer", 30, 60)], [group("guard", 40, 1)])
    # The Tinkerer summons on its turn: the summon is not in this round's order.
    _, remaining = play_until(this_round, "Tinkerer")
    assert figures(remaining) == ["guard 1"]
    next_round = round_order(
        [Character("Tinkerer", 70, 60, summons=("Drone",))], [group("guard", 40, 1)]
    )
    assert figures(next_round) == ["guard 1", "Drone", "Tinkerer"]


@rules("GH-MOVE-21", "GH-ROUND-04")
def test_two_doors_in_one_turn_keep_the_revealed_types_in_initiative_order() -> None:
    _, remaining = play_until(_round_at_40(), "Opener")
    remaining = add_arrivals(remaining, [group("A", 20, 1)], "revealed")
    remaining = add_arrivals(remaining, [group("C", 30, 1), group("A", 20, 3)], "revealed")
    assert figures(remaining) == ["A 1", "A 3", "C 1", "archer 1", "Late"]


def test_an_unknown_arrival_is_refused() -> None:
    with pytest.raises(ValueError):
        add_arrivals(TurnOrder(), [group("x", 10, 1)], "teleported")  # type: ignore[arg-type]


@rules("GH-ROUND-01")
def test_the_order_is_done_exactly_when_no_turn_is_left() -> None:
    """``done`` (asked before every turn) agrees with counting the turns left, through
    a whole round with summons, a tie and a mid-round arrival."""
    order = round_order(
        [Character("c0", 20, 50, summons=("s5",)), Character("c1", None)],
        [group("guard", 20, 1, 2, elites=(3,)), group("archer", 20, 1)],
    )
    order = order.choose_first("archer")
    order = add_arrivals(order, [group("imp", 99, 1)], "revealed")
    seen = []
    while not order.done:
        assert len(order) > 0
        turn, order = order.pop()
        seen.append(turn.figure)
    assert len(order) == 0
    assert len(seen) == 8
    assert TurnOrder().done
