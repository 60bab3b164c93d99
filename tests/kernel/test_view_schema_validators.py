"""The conformance suite's two view-schema validators agree: jsonschema-rs (compiled,
the fast one) rejects every view jsonschema (the reference) rejects. Fed real views of
every game that ships a schema and views broken in many ways (wrong types, missing and
extra keys, items added and dropped), both must give the same verdict; and a view
that is not plain JSON (a tuple, an int key) is judged by the reference alone."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import jsonschema_rs
import pytest

from rulebound import load_game
from rulebound.kernel.conformance import SchemaValidators, schema_validators
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng

GAMES = {  # a game id and the decisions played before its views are taken
    "marvel-mission-arena": (0, 40),
    "star-wars-destiny": (0, 60),
    "marvel-champions": (0, 50),
    "gloomhaven": (0, 40),
}
WRONG = [None, True, -1, 1.5, "x", "", [], {}, [1], {"zz": 1}]


def _validators(game_id: str) -> SchemaValidators:
    validators = schema_validators(load_game(game_id))
    assert validators is not None and validators.fast is not None
    return validators


def _views(game_id: str) -> list[dict[str, Any]]:
    game = load_game(game_id)
    state = game.new_initial_state(seed=3)
    rng = Rng(5)
    views = []
    for steps in GAMES[game_id]:
        while len(state.history or ()) < steps and not state.is_terminal():
            state.apply_action(random_action(state, rng))
        views += [state.view(seat, describe=True) for seat in (0, -1)]
    return views


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*path, index))
    return found


def _mutants(view: dict[str, Any], rng: random.Random, count: int) -> list[Any]:
    """``count`` copies of ``view``, each broken (or perhaps not) at one random place."""
    paths = _paths(view)
    out = []
    for _ in range(count):
        mutant = copy.deepcopy(view)
        path = paths[rng.randrange(1, len(paths))]
        parent = mutant
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        how = rng.randrange(4)
        if how == 0 or not isinstance(parent[last], dict | list):
            if how == 1 and isinstance(parent, dict):
                del parent[last]  # a key missing
            else:
                parent[last] = copy.deepcopy(rng.choice(WRONG))  # a wrong value
        elif how == 1 and isinstance(parent[last], dict):
            parent[last]["no-such-key"] = 1  # an extra key
        elif isinstance(parent[last], list):
            if how == 2 and parent[last]:
                parent[last].pop()  # an item dropped
            else:
                parent[last].append(copy.deepcopy(rng.choice(WRONG)))  # an item added
        else:
            parent[last].clear()
        out.append(mutant)
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_fast_validator_rejects_what_the_reference_rejects(game_id: str) -> None:
    validators = _validators(game_id)
    rng = random.Random(game_id)
    rejected = 0
    for view in _views(game_id):
        assert validators.exact.is_valid(view) and validators.fast.is_valid(view)
        for mutant in _mutants(view, rng, 25):
            exact = validators.exact.is_valid(mutant)
            assert validators.fast.is_valid(mutant) == exact, json.dumps(mutant)[:300]
            rejected += not exact
            error = validators.error(mutant, json.dumps(mutant, sort_keys=True))
            assert (error is None) == exact
    assert rejected > 20  # the mutants break the schema in many ways


def test_a_view_that_is_not_plain_json_is_judged_by_the_reference() -> None:
    # jsonschema-rs takes a tuple for an array; the reference does not.
    validators = _validators("marvel-mission-arena")
    view = _views("marvel-mission-arena")[0]
    path = next(p for p in _paths(view) if p and isinstance(_at(view, p), list))
    parent = _at(view, path[:-1])
    parent[path[-1]] = tuple(parent[path[-1]])
    encoded = json.dumps(view, sort_keys=True)
    assert validators.fast.is_valid(json.loads(encoded))
    error = validators.error(view, encoded)
    assert error is not None and "is not of type 'array'" in error
    # an int key, which jsonschema-rs cannot take at all: the reference's verdict
    plain = _views("marvel-mission-arena")[0]
    plain["objects"] = {1: {"id": "1", "name": "x", "kind": "card", "text": ""}}
    with pytest.raises((ValueError, TypeError)):
        jsonschema_rs.Draft202012Validator({}).is_valid({1: 1})
    error = validators.error(plain, json.dumps(plain, sort_keys=True))
    assert (error is None) == validators.exact.is_valid(plain)


def _at(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node
