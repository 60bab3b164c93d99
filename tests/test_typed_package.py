"""rulebound ships its type hints (PEP 561): code that imports it is type-checked against
them, instead of mypy reporting `import-untyped` and treating rulebound as `Any`."""

import tomllib
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_package_is_marked_typed_and_the_marker_is_packaged() -> None:
    assert (resources.files("rulebound") / "py.typed").is_file()
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in config["tool"]["setuptools"]["package-data"]["rulebound"]
