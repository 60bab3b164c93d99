"""Reading the files a user hands the program, and checking where it will write.

Every loader (decks, card files, replays, puzzles, campaign records, battle goals,
scenario files) reads through :func:`read_text` and parses with :func:`parse_json`,
:func:`parse_yaml` or :func:`parse_toml`, so every bad file ends in the same kind of
one-line error naming it: missing, a directory, too large, empty, binary, not UTF-8,
not valid JSON/YAML/TOML. What the data must look like is the loader's business.

:func:`check_output_path` is asked before any work starts, so that a save or a result
file that cannot be written is reported at once, not after the game.

    >>> from pathlib import Path
    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "empty.json").write_text("  \\n")
    >>> try:
    ...     read_text(folder / "empty.json", "replay")
    ... except DataError as err:
    ...     print(str(err).removeprefix(str(folder)))
    /empty.json: empty replay file
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import yaml

from rulebound.kernel.errors import DataError, ParameterError, RuleboundError

MAX_FILE_BYTES = 4 * 1024 * 1024
"""The largest file any loader reads (4 MiB): every shipped file is a few dozen KiB, a
long replay a few hundred."""

ErrorType = Callable[[str], RuleboundError]

_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""PyYAML's safe loader, in C where libyaml is there (many times faster)."""

_SHIPPED_ONLY: ContextVar[bool] = ContextVar("rulebound_shipped_data_only", default=False)
_PACKAGE = Path(__file__).resolve().parents[1]
"""The installed ``rulebound`` package: the shipped data is under it."""


@contextmanager
def shipped_data_only() -> Iterator[None]:
    """Within this block no loader reads a file the caller names, only the data shipped
    in the package: the web player builds games from its clients' parameters, and a
    client must not make the server read its own files (``decks=notes``)."""
    token = _SHIPPED_ONLY.set(True)
    try:
        yield
    finally:
        _SHIPPED_ONLY.reset(token)


def _refused(path: Path) -> bool:
    """Is ``path`` out of reach here (a file outside the package while only shipped
    data may be read)?"""
    return _SHIPPED_ONLY.get() and not path.resolve().is_relative_to(_PACKAGE)


def is_user_file(path: str | os.PathLike[str]) -> bool:
    """Is there a file at ``path`` that a loader may read? (Never, for a file outside
    the package, within :func:`shipped_data_only`: a shipped name then always wins.)"""
    target = Path(path)
    return not _refused(target) and target.is_file()


def read_text(
    path: str | os.PathLike[str],
    what: str = "data",
    *,
    error: ErrorType = DataError,
    limit: int = MAX_FILE_BYTES,
) -> str:
    """The UTF-8 text of the file at ``path`` (a ``what`` file: "deck", "replay"...),
    or ``error`` with one line naming the file: missing, a directory, larger than
    ``limit`` bytes, empty, binary, not UTF-8."""
    target = Path(path)
    if _refused(target):
        raise error(f"{target}: {what} files cannot be read here; name a shipped one")
    try:
        if target.is_dir():
            raise error(f"{target}: is a folder, not a {what} file")
        with target.open("rb") as handle:
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise error(f"{target}: no such {what} file") from None
    except OSError as exc:
        raise error(f"{target}: cannot read the {what} file ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise error(f"{target}: {what} file too large (the limit is {_size(limit)})")
    if b"\x00" in data:
        raise error(f"{target}: a binary file, not a {what} file")
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark some editors write is fine
    except UnicodeDecodeError as exc:
        raise error(
            f"{target}: {what} file is not UTF-8 text (byte {data[exc.start]:#04x} at "
            f"offset {exc.start})"
        ) from None
    if not text.strip():
        raise error(f"{target}: empty {what} file")
    return text


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MiB" if limit >= 1024 * 1024 else f"{limit} bytes"


def parse_json(text: str, origin: str, *, error: ErrorType = DataError) -> Any:
    """The data in JSON ``text``, or ``error`` naming ``origin`` and where it broke."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        what = exc.msg.removesuffix(" at")  # "Unterminated string starting at" + " at line"
        raise error(
            f"{origin}: not valid JSON ({what} at line {exc.lineno} column {exc.colno})"
        ) from None
    except (RecursionError, ValueError) as exc:  # nesting too deep, a huge number
        raise error(f"{origin}: not usable JSON ({_first_line(exc)})") from None


def json_key_lines(text: str, keys: Iterable[str]) -> dict[str, int]:
    """The line where each key first stands as an object key (``"01060": 2``) in JSON
    ``text``, for messages that name a card's line; not where it is a value (a deck's
    ``"hero_code": "01001a"``). None for text on one line, where a line tells nothing."""
    found: dict[str, int] = {}
    if "\n" not in text.strip():
        return found
    patterns = {key: re.compile(rf'"{re.escape(key)}"\s*:') for key in keys}
    for number, line in enumerate(text.splitlines(), start=1):
        for key, pattern in patterns.items():
            if pattern.search(line):
                found.setdefault(key, number)
    return found


def parse_yaml(text: str, origin: str, *, error: ErrorType = DataError) -> Any:
    """The data in YAML ``text``, or ``error`` naming ``origin`` and the parser's first
    line of complaint."""
    try:
        return yaml.load(text, Loader=_YAML_LOADER)
    except yaml.YAMLError as exc:
        raise error(f"{origin}: not valid YAML ({_first_line(exc)})") from None
    except (RecursionError, ValueError, TypeError) as exc:  # deep nesting, a bad date...
        raise error(f"{origin}: not usable YAML ({_first_line(exc)})") from None


def parse_toml(text: str, origin: str, *, error: ErrorType = DataError) -> dict[str, Any]:
    """The table in TOML ``text``, or ``error`` naming ``origin`` and the parser's complaint."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{origin}: not valid TOML ({_first_line(exc)})") from None
    except (RecursionError, ValueError) as exc:
        raise error(f"{origin}: not usable TOML ({_first_line(exc)})") from None


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def load_data(
    path: str | os.PathLike[str], what: str = "data", *, error: ErrorType = DataError
) -> Any:
    """Read and parse a data file by its suffix: ``.json``, ``.toml``, else YAML."""
    text = read_text(path, what, error=error)
    suffix = Path(path).suffix.lower()
    if suffix == ".json":
        return parse_json(text, str(path), error=error)
    if suffix == ".toml":
        return parse_toml(text, str(path), error=error)
    return parse_yaml(text, str(path), error=error)


def check_output_path(path: str | os.PathLike[str], option: str = "output") -> Path:
    """``path`` if a file can be written there (it may exist already), else a
    :class:`ParameterError` naming ``option``: a folder, a missing or non-folder
    parent, no permission to write."""
    target = Path(path)
    shown = f"{option} {target}" if option else str(target)
    if str(path) == "" or target.name in ("", ".", ".."):
        raise ParameterError(f"{shown}: not a file name")
    if target.is_dir():
        raise ParameterError(f"{shown}: is a folder, not a file name")
    parent = target.parent
    if not parent.exists():
        raise ParameterError(f"{shown}: the folder {parent} does not exist")
    if not parent.is_dir():
        raise ParameterError(f"{shown}: {parent} is not a folder")
    if target.exists() and not _may_write(target, os.W_OK):
        raise ParameterError(f"{shown}: the file is not writable")
    if not _may_write(parent, os.W_OK | os.X_OK):
        raise ParameterError(f"{shown}: no permission to write in {parent}")
    return target


def _may_write(path: Path, mode: int) -> bool:
    """The operating system's permission check (on its own, so tests can deny it)."""
    return os.access(path, mode)


@contextmanager
def checked_data(origin: str, *, error: ErrorType = DataError) -> Iterator[None]:
    """Around a loader's reading of parsed data: a value of a type or shape the
    loader's own checks did not foresee (a list where a number belongs...) becomes
    ``error`` naming ``origin``, not a traceback. The loaders check what they can
    name precisely; this is the net under them."""
    try:
        yield
    except RuleboundError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        detail = _first_line(exc)
        if isinstance(exc, KeyError):
            detail = f"missing {detail}"
        if len(detail) > 100:
            detail = detail[:97] + "..."
        raise error(f"{origin}: a value has the wrong type or shape ({detail})") from None
