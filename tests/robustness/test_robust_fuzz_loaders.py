"""Fuzzing every loader: random bytes, random documents of its format, and a valid file
with one random part replaced. Whatever comes in, a loader either accepts it or raises
a :class:`RuleboundError` of one line naming the file; anything else (a ``KeyError``,
a ``TypeError``...) would be a traceback at the command line.

The example counts are small so that the suite stays fast; the strategies aim at the
likely breaks (wrong types deep inside a valid file), not at volume; for a long run
set ``RULEBOUND_FUZZ_EXAMPLES`` (e.g. 500). The Gloomhaven
files are fuzzed through their loaders, not a whole game set-up (too slow for many
examples); ``test_robust_bad_files.py`` and the scenario test below take them through
a game.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebound import load_game
from rulebound.games.destiny import cards as swd_cards
from rulebound.games.destiny import decks as swd_decks
from rulebound.games.gloomhaven.battle_goals import load_goals
from rulebound.games.gloomhaven.campaign import load_campaign
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.puzzle import solve_puzzle_file
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.marvel_champions import cards as mc_cards
from rulebound.games.marvel_champions import decks as mc_decks
from rulebound.games.mission_arena import cards as ma_cards
from rulebound.kernel import files
from rulebound.kernel.errors import RuleboundError
from rulebound.kernel.replay import Replay

ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(
    max_examples=int(os.environ.get("RULEBOUND_FUZZ_EXAMPLES", "15")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


# --- the loaders --------------------------------------------------------------------------


@cache
def _destiny_pool() -> Any:
    return swd_cards.load_pool()


@cache
def _champions_pool() -> Any:
    return mc_cards.load_pool()


def _replay(path: Path) -> None:
    Replay.load(path).run(source=str(path))


def _data(package: str, name: str) -> str:
    return (resources.files(package) / "data" / name).read_text(encoding="utf-8")


def _readme_yaml(folder: str) -> Any:
    text = (ROOT / "src/rulebound/games/gloomhaven/data" / folder / "README.md").read_text()
    block = re.search(r"```yaml\n(.*?)```", text, re.S)
    assert block is not None
    return yaml.safe_load(block.group(1))


def _a_replay() -> Any:
    state = load_game("marvel-mission-arena").new_initial_state(seed=5)
    for _ in range(6):
        state.apply_action(state.legal_actions()[0])
    return state.to_replay().to_dict()


@dataclass(frozen=True)
class Target:
    """A loader: what it calls on a file, the file's suffix and format, and a valid
    document to start mutations from (data for JSON/YAML/TOML, text for text)."""

    load: Callable[[Path], object]
    suffix: str
    format: str
    valid: Callable[[], Any]


TARGETS = {
    "replay": Target(_replay, ".json", "json", _a_replay),
    "puzzle": Target(
        solve_puzzle_file,
        ".yaml",
        "yaml",
        lambda: yaml.safe_load(
            (ROOT / "tests/gloomhaven/puzzles/003-focus-obstacles-beat-proximity.yaml").read_text()
        )["puzzle"],
    ),
    "Mission Arena cards": Target(
        lambda p: ma_cards.load_pool_files([p]),
        ".toml",
        "toml",
        lambda: {"card": json.loads(json.dumps(_ma_first_cards()))},
    ),
    "Mission Arena deck": Target(
        lambda p: ma_cards.load_deck(str(p)),
        ".deck",
        "text",
        lambda: _data("rulebound.games.mission_arena", "avengers.deck"),
    ),
    "Destiny cards": Target(
        lambda p: swd_cards.load_pool([p]),
        ".toml",
        "toml",
        lambda: {"card": _swd_first_cards()},
    ),
    "Destiny deck (text)": Target(
        lambda p: swd_decks.load_deck(str(p), _destiny_pool()),
        ".deck",
        "text",
        lambda: _data("rulebound.games.destiny", "rey-starter.deck"),
    ),
    "Destiny deck (JSON)": Target(
        lambda p: _swd_json_deck(p), ".json", "json", lambda: _rey_as_json()
    ),
    "Marvel Champions deck": Target(
        lambda p: mc_decks.load_deck(str(p), _champions_pool()),
        ".json",
        "json",
        lambda: json.loads(_data("rulebound.games.marvel_champions", "spider-man-justice.json")),
    ),
    "Gloomhaven scenario": Target(
        lambda p: load_scenario(99, p).hexmap(),
        ".yaml",
        "yaml",
        lambda: yaml.safe_load(_data("rulebound.games.gloomhaven", "scenario-001.yaml")),
    ),
    "Gloomhaven battle goals": Target(
        lambda p: load_goals(p),
        ".yaml",
        "yaml",
        lambda: _readme_yaml("battle_goals"),
    ),
    "Gloomhaven campaign": Target(
        lambda p: load_campaign(p),
        ".yaml",
        "yaml",
        lambda: _readme_yaml("campaigns"),
    ),
    "Gloomhaven class": Target(
        lambda p: load_class("fuzzed", p),
        ".yaml",
        "yaml",
        lambda: yaml.safe_load(_data("rulebound.games.gloomhaven", "classes/brute.yaml")),
    ),
}


def _swd_json_deck(path: Path) -> None:
    """A SWDestinyDB deck, read as the starter format (our JSON example is the Rey
    starter deck, 20 cards) and validated, as ``load_deck`` does for constructed."""
    pool = _destiny_pool()
    text = files.read_text(path, "deck")
    swd_decks.validate_deck(
        swd_decks.parse_swdestinydb_json(text, str(path), pool, "starter"), pool
    )


def _rey_as_json() -> dict[str, Any]:
    slots: dict[str, Any] = {}
    for line in _data("rulebound.games.destiny", "rey-starter.deck").splitlines():
        words = line.split("#")[0].split()
        if len(words) == 2 and words[0].isdigit():
            slots[words[1]] = {"quantity": int(words[0]), "dice": 0}
    return {
        "name": "Rey Starter",
        "battlefield": "01174",
        "characters": {"01038": {"quantity": 1, "dice": 2}, "01045": {"quantity": 1, "dice": 1}},
        "slots": slots,
    }


def _ma_first_cards() -> list[Any]:
    data = yaml.safe_load(json.dumps(_toml("rulebound.games.mission_arena", "demo_cards.toml")))
    return list(data["card"][:6])


def _swd_first_cards() -> list[Any]:
    return list(_toml("rulebound.games.destiny", "awakenings.toml")["card"][:6])


def _toml(package: str, name: str) -> dict[str, Any]:
    import tomllib

    return tomllib.loads(_data(package, name))


# --- writing documents ----------------------------------------------------------------------


def toml_text(data: Any) -> str:
    """``data`` (a mapping) as TOML: top-level scalars and inline tables, and lists of
    mappings as arrays of tables. ``None`` has no TOML form: such keys are left out."""
    if not isinstance(data, dict):
        return f"value = {_toml_value(data)}\n"
    lines, tables = [], []
    for key, value in data.items():
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            tables.append((key, value))
        elif value is not None:
            lines.append(f"{json.dumps(str(key))} = {_toml_value(value)}")
    for key, entries in tables:
        for entry in entries:
            lines.append(f"[[{json.dumps(str(key))}]]")
            lines += [
                f"{json.dumps(str(k))} = {_toml_value(v)}"
                for k, v in entry.items()
                if v is not None
            ]
    return "\n".join(lines) + "\n"


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value) if math.isfinite(value) else "0"
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value if v is not None) + "]"
    if isinstance(value, dict):
        inner = ", ".join(
            f"{json.dumps(str(k))} = {_toml_value(v)}" for k, v in value.items() if v is not None
        )
        return "{" + inner + "}"
    return '""'


def document_text(data: Any, form: str) -> str:
    if form == "json":
        return json.dumps(data)
    if form == "toml":
        return toml_text(data)
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


# --- strategies -----------------------------------------------------------------------------

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-(10**12), 10**12)
    | st.sampled_from([0, 1, -1, 2**64, 99, 10**9])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["", "1", "brute", "01001", "[0, 0]", "x" * 300])
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def mutated(draw: st.DrawFn, valid: Any) -> Any:
    """``valid`` with one part (chosen by walking down from the top) replaced by a
    random value, removed, or (in a list) repeated."""
    doc = json.loads(json.dumps(valid, default=str))
    parent: Any = None
    key: Any = None
    node = doc
    while isinstance(node, dict | list) and node and draw(st.integers(0, 4)) > 0:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        parent, key = node, draw(st.sampled_from(keys))
        node = node[key]
    action = draw(st.sampled_from(["replace", "remove", "repeat"]))
    if parent is None:
        return draw(VALUES)
    if action == "remove":
        del parent[key]
    elif action == "repeat" and isinstance(parent, list):
        parent.insert(key, json.loads(json.dumps(parent[key])))
    else:
        parent[key] = draw(VALUES)
    return doc


@st.composite
def mutated_text(draw: st.DrawFn, valid: str) -> str:
    """A text file with one line replaced by random text or one word changed."""
    lines = valid.splitlines()
    at = draw(st.integers(0, len(lines) - 1))
    words = lines[at].split()
    if words and draw(st.booleans()):
        words[draw(st.integers(0, len(words) - 1))] = draw(st.text(max_size=10))
        lines[at] = " ".join(words)
    else:
        lines[at] = draw(st.text(max_size=40))
    return "\n".join(lines) + "\n"


@cache
def valid_document(name: str) -> Any:
    """The target's valid document, made once (mutations work on copies)."""
    return TARGETS[name].valid()


# --- the checks -----------------------------------------------------------------------------


def check(target: Target, content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"fuzzed{target.suffix}"
        path.write_bytes(content)
        try:
            target.load(path)
        except RuleboundError as err:
            message = str(err)
            assert "\n" not in message.strip(), message
            assert "fuzzed" in message, message  # names the file
        assert sorted(p.name for p in Path(folder).iterdir()) == [path.name]


@pytest.mark.parametrize("name", list(TARGETS))
def test_the_valid_start_document_loads(name: str) -> None:
    """The mutations start from a document the loader accepts."""
    target = TARGETS[name]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"valid{target.suffix}"
        valid = target.valid()
        text = valid if target.format == "text" else document_text(valid, target.format)
        path.write_text(text, encoding="utf-8")
        target.load(path)


@pytest.mark.parametrize("name", list(TARGETS))
@FUZZ
@given(content=st.binary(max_size=300))
def test_random_bytes(name: str, content: bytes) -> None:
    check(TARGETS[name], content)


@pytest.mark.parametrize("name", list(TARGETS))
@FUZZ
@given(data=VALUES)
def test_random_documents(name: str, data: Any) -> None:
    target = TARGETS[name]
    form = "yaml" if target.format == "text" else target.format
    check(target, document_text(data, form).encode("utf-8"))


@pytest.mark.parametrize("name", list(TARGETS))
@FUZZ
@given(data=st.data())
def test_a_valid_file_with_one_part_broken(name: str, data: st.DataObject) -> None:
    target = TARGETS[name]
    valid = valid_document(name)
    if target.format == "text":
        text = data.draw(mutated_text(valid))
    else:
        text = document_text(data.draw(mutated(valid)), target.format)
    check(target, text.encode("utf-8"))


@settings(FUZZ, max_examples=max(8, FUZZ.max_examples // 3))
@given(data=st.data())
def test_a_broken_scenario_file_through_a_game_set_up(data: st.DataObject) -> None:
    """A scenario file that loads must also set up a game, or fail in one line."""
    target = TARGETS["Gloomhaven scenario"]
    text = document_text(data.draw(mutated(valid_document("Gloomhaven scenario"))), "yaml")

    def set_up(path: Path) -> None:
        game = load_game("gloomhaven", hands="first", scenario_file=str(path))
        game.new_initial_state(0).decision()

    check(Target(set_up, ".yaml", "yaml", target.valid), text.encode("utf-8"))
