"""Replays: ``(game id/version, parameters, seed, decisions)``.

A replay reproduces the identical state and log. It also carries the chance
outcomes the game drew (shuffles, reveals, rolls); they are not needed to
rebuild the game, which redraws them from the seed, but replaying checks them,
so a game that would unfold differently on another machine or engine version is
reported instead of silently diverging. It is also the save-file and
bug-report format. Files are JSON, written atomically (a temporary file in the
same folder, flushed, then renamed over the target), so a crash never leaves a
half-written save.

    >>> from rulebound import load_game
    >>> state = load_game("marvel-mission-arena").new_initial_state(seed=3)
    >>> state.apply_action(state.legal_actions()[0])
    >>> again = state.to_replay().run()
    >>> again.snapshot() == state.snapshot()
    True
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulebound.kernel.errors import IllegalActionError, ReplayError, RuleboundError
from rulebound.kernel.files import parse_json, read_text

if TYPE_CHECKING:
    from rulebound.kernel.state import State

FORMAT = "rulebound-replay"
FORMAT_VERSION = 1


_FIELDS: tuple[tuple[str, type, str], ...] = (
    ("game", str, "a string (the game id)"),
    ("params", dict, "an object (the game's parameters)"),
    ("seed", int, "an integer"),
    ("actions", list, "a list of integers"),
)
"""The replay's required fields, their JSON types, and how an error names them."""


@dataclass
class Replay:
    game: str
    params: dict[str, Any]
    seed: int
    actions: list[int] = field(default_factory=list)
    chance: list[float] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "params": self.params,
            "seed": self.seed,
            "actions": self.actions,
            **({"chance": self.chance} if self.chance is not None else {}),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=None, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Any, source: str = "replay") -> Replay:
        if not isinstance(data, dict):
            raise ReplayError(f"{source}: expected a JSON object at the top level")
        if data.get("format") != FORMAT:
            raise ReplayError(f"{source}: not a rulebound replay (missing 'format': {FORMAT!r})")
        version = data.get("format_version", 1)  # replays saved before the field are version 1
        if isinstance(version, bool) or not isinstance(version, int):
            raise ReplayError(
                f"{source}: field 'format_version' must be an integer, got {version!r}"
            )
        if version != FORMAT_VERSION:
            raise ReplayError(
                f"{source}: replay format_version {version} is unknown (this rulebound "
                f"reads version {FORMAT_VERSION}); a newer rulebound may read it"
            )
        for key, kind, what in _FIELDS:
            if key not in data:
                raise ReplayError(f"{source}: missing field {key!r}")
            if not isinstance(data[key], kind) or isinstance(data[key], bool):
                raise ReplayError(f"{source}: field {key!r} must be {what}")
        for i, action in enumerate(data["actions"]):
            if not isinstance(action, int) or isinstance(action, bool):
                raise ReplayError(f"{source}: action #{i} is {action!r}, not an integer")
        chance = data.get("chance")
        if chance is not None and (
            not isinstance(chance, list)
            or not all(isinstance(x, int | float) and not isinstance(x, bool) for x in chance)
        ):
            raise ReplayError(f"{source}: field 'chance' must be a list of numbers")
        return cls(data["game"], dict(data["params"]), data["seed"], list(data["actions"]), chance)

    @classmethod
    def from_json(cls, text: str, source: str = "replay") -> Replay:
        return cls.from_dict(parse_json(text, source, error=ReplayError), source)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically: the target is either the old file or the complete new one."""
        write_atomic(Path(path), self.to_json() + "\n")

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Replay:
        target = Path(path)
        return cls.from_json(read_text(target, "replay", error=ReplayError), source=str(target))

    def run(self, source: str = "replay", upto: int | None = None) -> State:
        """Rebuild the state by replaying the decisions (all of them, or the first ``upto``)."""
        from rulebound.kernel.game import load_game

        try:
            game = load_game(self.game, **self.params)
        except RuleboundError as err:
            raise ReplayError(f"{source}: {err}") from None
        state = game.new_initial_state(seed=self.seed)
        actions = self.actions if upto is None else self.actions[:upto]
        for i, action in enumerate(actions):
            try:
                state.apply_action(action)
            except IllegalActionError as err:
                raise ReplayError(f"{source}: decision #{i} does not replay: {err}") from None
        if self.chance is not None:
            drawn = state.chance_history
            recorded = self.chance[: len(drawn)] if upto is not None else self.chance
            for i, (a, b) in enumerate(zip(drawn, recorded, strict=False)):
                if a != b:
                    raise ReplayError(
                        f"{source}: chance outcome #{i} replays as {a!r}, recorded {b!r}: the "
                        "game diverges (another engine version or a corrupt file)"
                    )
            if upto is None and len(drawn) != len(recorded):
                raise ReplayError(
                    f"{source}: {len(drawn)} chance outcomes replayed, {len(recorded)} recorded: "
                    "the game diverges"
                )
        return state


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8, or bytes as they are) to ``path`` via a temporary file and
    an atomic rename. The file gets the mode of the file it replaces, or a new file's
    usual mode (0644 under the common umask 022), not the temporary file's private 0600."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _file_mode(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, mode)
        data = text if isinstance(text, bytes) else text.encode("utf-8")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _file_mode(path: Path) -> int:
    """The permission bits ``path`` has, or those a new file gets (0666 less the umask)."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        umask = os.umask(0o022)  # reading the umask means setting it: put it back at once
        os.umask(umask)
        return 0o666 & ~umask
