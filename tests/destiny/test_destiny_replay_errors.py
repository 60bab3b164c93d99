"""Replays of bot games are exact; bad input gets one clear line (issue 4's checks)."""

from __future__ import annotations

from pathlib import Path

import pytest
from swd_helpers import REY, STORMTROOPER, Side, game, position, put_in_pool, uid
from typer.testing import CliRunner

from rulebound.bots import make_bot
from rulebound.cli.main import app
from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.game import DestinyGame
from rulebound.kernel.errors import DataError, DeckError, IllegalActionError, ReplayError
from rulebound.kernel.replay import Replay
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import play_game


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("bots", [("greedy", "random"), ("greedy", "greedy")])
def test_bot_games_replay_to_the_identical_state_and_log(seed: int, bots: tuple[str, str]) -> None:
    g = game()
    players = [make_bot(name, g, seed=derive_seed(seed, k + 1)) for k, name in enumerate(bots)]
    state, _ = play_game(g, players, [0, 1], seed, Rng(derive_seed(seed, 0)))
    assert state.is_terminal()
    again = Replay.from_json(state.to_replay().to_json()).run()
    assert again.snapshot() == state.snapshot()
    assert again.log == state.log


def test_malformed_deck_file_is_one_clear_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.deck"
    bad.write_text("name: Broken\nbattlefield 01174\ncharacter 01038 elite\n2 99999\n")
    with pytest.raises((DataError, DeckError)) as err:
        DestinyGame(decks=f"{bad},kylo")
    message = str(err.value)
    assert "\n" not in message and "99999" in message and "bad.deck" in message
    result = CliRunner().invoke(app, ["play", "star-wars-destiny", "--decks", f"{bad},kylo"])
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_a_modifier_resolved_alone_is_refused_with_one_line() -> None:
    s = position(Side(characters=[REY + "!"]), Side(characters=[STORMTROOPER]))
    put_in_pool(s, uid(s, "Rey"), 1)  # only +2 melee showing
    assert enc.resolve("melee") not in s.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        s.apply_action(enc.resolve("melee"))
    assert "\n" not in str(err.value) and "illegal action" in str(err.value)
    assert s.pool(0)  # unchanged


def test_a_modifier_picked_as_the_base_die_is_refused() -> None:
    s = position(Side(characters=[REY + "!"]), Side(characters=[STORMTROOPER]))
    base, modifier = put_in_pool(s, uid(s, "Rey"), 0, 1)
    s.apply_action(enc.resolve("melee"))
    assert s.decision().kind == "resolve-die"
    with pytest.raises(IllegalActionError):
        s.apply_action(enc.die(modifier))
    s.apply_action(enc.die(base))


def test_corrupt_save_is_one_clear_line(tmp_path: Path) -> None:
    state = game().new_initial_state(4)
    state.apply_action(state.legal_actions()[0])
    path = tmp_path / "save.json"
    state.to_replay().save(path)
    path.write_text(path.read_text()[:-20])
    with pytest.raises(ReplayError) as err:
        Replay.load(path)
    assert "\n" not in str(err.value)
    result = CliRunner().invoke(app, ["replay", str(path)])
    assert result.exit_code == 2 and "error:" in result.output


def test_cli_sim_with_the_destiny_heuristic_bot() -> None:
    result = CliRunner().invoke(
        app, ["sim", "star-wars-destiny", "-n", "10", "--bots", "greedy,random", "--workers", "1"]
    )
    assert result.exit_code == 0, result.output
    assert "greedy" in result.output
