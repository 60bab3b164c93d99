"""Games and the registry of games by versioned id.

A :class:`Game` holds what never changes during a play: the rules, the
parameters, the card database, metadata. A :class:`~rulebound.kernel.State` is
one point of one play of it. Games are found by id
through the ``rulebound.games`` entry points of the installed packages, each imported
only when asked for::

    >>> from rulebound import load_game
    >>> load_game("marvel-mission-arena/1").info.num_players
    2
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint, entry_points
from typing import TYPE_CHECKING, Any, ClassVar

from rulebound.kernel.errors import ParameterError, UnknownGameError

if TYPE_CHECKING:
    from rulebound.kernel.observation import ObservationEncoding
    from rulebound.kernel.state import State


_KINDS = {bool: "true or false", int: "an integer", str: "text", float: "a number"}
"""How a parameter error names the kind of value wanted (not Python's type names)."""


@dataclass(frozen=True)
class GameInfo:
    """Static metadata of a game.

    ``utility`` is ``"zero-sum"``, ``"identical"`` (cooperative) or ``"general"``.
    ``parameters`` maps each parameter name to its default value; a parameter's
    type is the type of its default. ``choices`` restricts string parameters.
    """

    id: str
    version: int
    name: str
    num_players: int
    min_utility: float
    max_utility: float
    utility: str
    max_game_length: int
    parameters: Mapping[str, Any] = field(default_factory=dict)
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    description: str = ""
    parameter_help: Mapping[str, str] = field(default_factory=dict)
    """What each parameter does, a short line for a player (``rulebound games``, the
    web lobby's form); no rule IDs."""
    seat_names: tuple[str, ...] = ()
    """Default display names of the seats; :meth:`Game.seat_name` gives those of a
    play, which may depend on its parameters (the heroes, the party)."""

    @property
    def full_id(self) -> str:
        return f"{self.id}/{self.version}"


class Game(ABC):
    """A game with fixed parameters. Subclasses set :attr:`info`."""

    info: ClassVar[GameInfo]

    def __init__(self, **params: Any) -> None:
        self.params: dict[str, Any] = self.validate_params(params)

    def list_param(self, name: str, count: int | None = None, what: str = "values") -> list[str]:
        """A comma-separated parameter as a list (``count``: exactly that many ``what``)."""
        items = [item.strip() for item in str(self.params[name]).split(",") if item.strip()]
        if count is not None and len(items) != count:
            number = {1: "one", 2: "two", 3: "three", 4: "four"}.get(count, str(count))
            raise ParameterError(
                f"{self.info.full_id}: parameter {name!r} needs {number} {what} separated by "
                f"a comma, got {self.params[name]!r}"
            )
        return items

    @classmethod
    def validate_params(cls, params: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults merged with ``params``; unknown names and bad values are errors."""
        info = cls.info
        merged = dict(info.parameters)
        for name, value in params.items():
            if name not in info.parameters:
                known = ", ".join(sorted(info.parameters)) or "none"
                raise ParameterError(
                    f"{info.full_id}: unknown parameter {name!r} (known parameters: {known})"
                )
            default = info.parameters[name]
            if isinstance(default, bool) and isinstance(value, str):
                lowered = value.lower()
                if lowered not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
                    raise ParameterError(
                        f"{info.full_id}: parameter {name!r} must be true or false, got {value!r}"
                    )
                value = lowered in ("true", "1", "yes", "on")
            elif (
                isinstance(default, int)
                and not isinstance(default, bool)
                and isinstance(value, str)
            ):
                try:
                    value = int(value)
                except ValueError:
                    raise ParameterError(
                        f"{info.full_id}: parameter {name!r} must be an integer, got {value!r}"
                    ) from None
            if type(value) is not type(default):
                kind = _KINDS.get(type(default), type(default).__name__)
                raise ParameterError(
                    f"{info.full_id}: parameter {name!r} must be {kind}, got {value!r}"
                )
            allowed = info.choices.get(name)
            if allowed is not None and value not in allowed:
                told = ", ".join(str(a) if a != "" else "(empty)" for a in allowed)
                raise ParameterError(
                    f"{info.full_id}: parameter {name!r} must be one of {told}, got {value!r}"
                )
            merged[name] = value
        return merged

    @property
    def num_players(self) -> int:
        """The number of seats of this play: ``info.num_players`` unless a parameter
        sets it (a party of 2-4 characters, a number of heroes)."""
        return self.info.num_players

    @abstractmethod
    def new_initial_state(self, seed: int = 0) -> State:
        """The state at the start of a play, all chance driven by ``seed``."""

    @abstractmethod
    def num_distinct_actions(self) -> int:
        """An upper bound (exclusive) on every action integer, for action masks."""

    def seat_name(self, seat: int) -> str:
        """The display name of ``seat`` in this play ("Spider-Man (Peter Parker)",
        "Brute"); games override it where the parameters decide."""
        names = self.info.seat_names
        if 0 <= seat < len(names):
            return names[seat]
        return f"Player {seat + 1}"

    def view_schema(self) -> dict[str, Any]:
        """The JSON Schema of this game's views (``view_schema.json`` beside the game's
        module). Front ends depend on it, not on engine internals; the conformance
        suite validates views against it. An empty dict when the game ships none."""
        import importlib.resources
        import json

        module = type(self).__module__
        # The package holding the game's module (a plugin may define it in the top module).
        package = module.rpartition(".")[0] or module
        try:
            text = (
                importlib.resources.files(package)
                .joinpath("view_schema.json")
                .read_text(encoding="utf-8")
            )
        except (FileNotFoundError, ModuleNotFoundError, TypeError, ValueError):
            return {}
        schema: dict[str, Any] = json.loads(text)
        return schema

    def greedy_policy(self) -> Callable[[Mapping[str, Any], list[int]], int] | None:
        """A heuristic policy over views for the ``greedy`` bot, if the game has one."""
        return None

    def planner_policy(self) -> Callable[..., int] | None:
        """The look-ahead policy for the ``planner`` bot, if the game has one:
        ``policy(model, seat, legal_actions, rng, budget) -> action`` on a determinized
        copy of the state (the game's ``planner.py``)."""
        return None

    def position_evaluation(self) -> tuple[Callable[[Any, int], float], float] | None:
        """How good a position is, for search bots (``ismcts``), if the game has one:
        ``(evaluate(state, seat) -> float, scale)``, higher is better for ``seat``; a
        gain of one ``scale`` is worth most of the way from an even position to a win."""
        return None

    def observation_encoding(self) -> ObservationEncoding:
        """This configuration's fixed-shape observation encoding, for learning agents
        (see :mod:`rulebound.kernel.observation`): ``observation_encoding(game)`` from the
        module ``observation`` beside the game's module. Built once per game object.
        Raises :class:`NotImplementedError` for a game that ships none."""
        cached: ObservationEncoding | None = self.__dict__.get("_observation_encoding")
        if cached is None:
            import importlib

            name = type(self).__module__
            package = name.rpartition(".")[0] or name
            try:
                module = importlib.import_module(f"{package}.observation")
            except ModuleNotFoundError as err:
                raise NotImplementedError(
                    f"{self.info.full_id} ships no observation encoding ({err})"
                ) from None
            cached = module.observation_encoding(self)
            self.__dict__["_observation_encoding"] = cached
        assert cached is not None
        return cached

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.info.full_id}, {self.params})"


ENTRY_POINT_GROUP = "rulebound.games"
"""The entry-point group a package declares its games in: the entry point's name is the
game id, its value the :class:`Game` subclass, e.g. ``pig = "rulebound_pig:PigGame"``."""

_REGISTRY: dict[str, dict[int, type[Game]]] = {}
"""The games loaded so far (by entry point or by :func:`register`), by id and version."""

_entry_point_cache: dict[str, EntryPoint] | None = None


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game loadable by its id in this process (tests, notebooks).

    Installed packages declare their games as entry points instead (see
    ``docs/adding-a-game.md``); those are loaded only when asked for."""
    versions = _REGISTRY.setdefault(cls.info.id, {})
    versions[cls.info.version] = cls
    return cls


def _entry_points() -> dict[str, EntryPoint]:
    """The declared games by id, read once from the installed packages' metadata."""
    global _entry_point_cache
    if _entry_point_cache is None:
        found: dict[str, EntryPoint] = {}
        for point in entry_points(group=ENTRY_POINT_GROUP):
            found.setdefault(point.name, point)
        _entry_point_cache = found
    return _entry_point_cache


def _load_entry_point(name: str) -> None:
    """Import the game declared as ``name`` and register its class (once)."""
    point = _entry_points()[name]
    where = f"game {name!r} (entry point {point.value!r}"
    if point.dist is not None:
        where += f" of package {point.dist.name!r}"
    where += ")"
    try:
        cls = point.load()
    except Exception as err:  # a broken plugin is one clear line, not a traceback
        raise UnknownGameError(f"{where} could not be loaded: {err}") from None
    if not (isinstance(cls, type) and issubclass(cls, Game)):
        raise UnknownGameError(f"{where} is not a rulebound Game class")
    if cls.info.id != name:
        raise UnknownGameError(f"{where} names a game whose id is {cls.info.id!r}")
    versions = _REGISTRY.setdefault(name, {})
    versions.setdefault(cls.info.version, cls)


def _known_ids() -> list[str]:
    return sorted(set(_REGISTRY) | set(_entry_points()))


def resolve_game_class(game_id: str) -> type[Game]:
    """The class for ``"id"`` (newest version) or ``"id/version"``.

    Only the asked-for game is imported: a game's package is loaded the first time
    its id is asked for."""
    name, _, version_text = game_id.partition("/")
    if name not in _REGISTRY and name in _entry_points():
        _load_entry_point(name)
    versions = _REGISTRY.get(name)
    if not versions:
        known = ", ".join(_known_ids()) or (
            "none: no installed package declares one; reinstall rulebound (pip install -e .)"
        )
        raise UnknownGameError(f"unknown game {game_id!r} (known games: {known})")
    if not version_text:
        return versions[max(versions)]
    try:
        version = int(version_text)
    except ValueError:
        raise UnknownGameError(f"bad game version in {game_id!r}: expected an integer") from None
    if version not in versions:
        have = ", ".join(f"{name}/{v}" for v in sorted(versions))
        raise UnknownGameError(f"unknown version {game_id!r} (available: {have})")
    return versions[version]


def load_game(game_id: str, **params: Any) -> Game:
    """Load a registered game with parameters, e.g. ``load_game("marvel-mission-arena/1")``."""
    return resolve_game_class(game_id)(**params)


def game_ids() -> list[str]:
    """The ids of every game that can be loaded, without importing any of them."""
    return _known_ids()


def list_games() -> list[GameInfo]:
    """Metadata of the newest version of every game (this imports them all)."""
    for name in _entry_points():
        if name not in _REGISTRY:
            _load_entry_point(name)
    return [versions[max(versions)].info for _, versions in sorted(_REGISTRY.items())]
