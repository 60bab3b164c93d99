"""Reading the YAML data files (scenarios, classes, battle goals, campaign records) with
one-line errors that name the file: the kernel's safe reading (:mod:`rulebound.kernel.files`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulebound.kernel import files


def read_file(path: Path, what: str = "data") -> str:
    """The text of a user's ``what`` file, or a :class:`DataError` naming it (missing,
    a folder, too large, empty, binary, not UTF-8)."""
    return files.read_text(path, what)


def parse_yaml(text: str, origin: str) -> Any:
    """The data in ``text``, or a :class:`DataError` naming ``origin`` and the first
    line of the YAML parser's complaint."""
    return files.parse_yaml(text, origin)
