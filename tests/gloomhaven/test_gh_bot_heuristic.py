"""The greedy Gloomhaven bot (``heuristic_policy``): small positions where one answer
is plainly right, and whole games that must stay legal and reproducible."""

from __future__ import annotations

from pathlib import Path

from gh_helpers import arena, monster, pick, place, turn

from rulebound import load_game
from rulebound.bots import make_bot
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_cards import Hurt, run_value
from rulebound.games.gloomhaven.classes import Action, Half
from rulebound.games.gloomhaven.heuristic import heuristic_policy
from rulebound.games.gloomhaven.position import set_hp
from rulebound.kernel import Rng
from rulebound.sim import play_game

BRUTE = 0


def answer(s: object) -> int:
    d = s.decision()  # type: ignore[attr-defined]
    return heuristic_policy(s.view(d.seat), list(d.options))  # type: ignore[attr-defined]


def test_it_attacks_the_monster_it_can_kill(tmp_path: Path) -> None:
    s = arena(tmp_path)
    tough = monster(s, "bandit-guard", (1, 2))
    weak = monster(s, "bandit-guard", (1, 1))
    set_hp(s, weak, 2)
    place(s, BRUTE, (0, 2))
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    pick(s, "Trample: top")  # Attack 3: either guard is in reach
    assert s.decision().kind == "attack-target"
    assert answer(s) == enc.FIGURE + weak.id != enc.FIGURE + tough.id


def test_a_summon_goes_towards_the_monsters(tmp_path: Path) -> None:
    s = arena(tmp_path, width=9, party="mindthief,brute")
    monster(s, "bandit-guard", (8, 2))
    place(s, 0, (3, 2))
    turn(s, 0, "Gnawing Horde", "Scurry")
    pick(s, "Gnawing Horde: top")
    assert s.decision().kind == "summon-hex"
    chosen = s.game.hex_list[answer(s) - enc.HEX]
    assert chosen == (4, 2)  # of the hexes next to the Mindthief, the nearest the guard


def test_a_self_heal_is_worth_something_only_when_wounded() -> None:
    half = Half((Action("heal", 2, {"self": True}),))
    whole, _ = run_value(half, 1, Hurt(0, 5))
    wounded, _ = run_value(half, 1, Hurt(3, 0))
    assert whole < 1 < wounded


def test_a_shield_is_worth_more_against_more_monsters() -> None:
    half = Half((Action("shield", 1),))
    values = [run_value(half, 1, Hurt(0, 0, threat))[0] for threat in (0, 1, 3)]
    assert values == sorted(values) and values[0] < values[2]


def test_greedy_games_are_legal_and_reproducible() -> None:
    game = load_game("gloomhaven", party="brute,tinkerer")

    def logs(seed: int) -> list[str]:
        # GreedyBot raises BotError if the policy ever answers an illegal action
        bots = [make_bot("greedy", game, seed=k) for k in range(2)]
        state, _ = play_game(game, bots, [0, 1], seed, Rng(seed))
        assert state.is_over()
        return state.log

    for seed in (1, 2):
        assert logs(seed) == logs(seed)
    assert logs(1) != logs(2)
