"""Reading the YAML data files (scenarios, classes, battle goals) with one-line errors
that name the file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from rulebound.kernel.errors import DataError


def read_file(path: Path) -> str:
    """The text of a user's data file, or a :class:`DataError` naming it."""
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{path}: cannot read ({exc.strerror})") from None


def parse_yaml(text: str, origin: str) -> Any:
    """The data in ``text``, or a :class:`DataError` naming ``origin`` and the first
    line of the YAML parser's complaint."""
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise DataError(f"{origin}: not valid YAML ({str(exc).splitlines()[0]})") from None
