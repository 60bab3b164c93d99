"""Every loader, through the command line, against the bad-file corpus (``bad_files/``):
one ``error:`` line on stderr naming the file, exit code 2, no traceback, and no file
written or changed. Files too large or nested too deep, a folder in a file's place and a
missing file are made here."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.kernel.files import MAX_FILE_BYTES

CORPUS = Path(__file__).parent / "bad_files"
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
ANY_LOADER = ("empty", "blank", "binary", "latin1", "utf16")


@dataclass(frozen=True)
class Loader:
    """A command that reads a file: its argument list for a file and an output path,
    and the suffix (and so the format) the file must have."""

    args: Callable[[Path, Path], list[str]]
    suffix: str


def sim(game: str, *extra: str) -> Callable[[Path, Path], list[str]]:
    def args(path: Path, out: Path) -> list[str]:
        more = [e.replace("FILE", str(path)) for e in extra]
        return ["sim", game, "--games", "1", "--workers", "1", "--json", str(out), *more]

    return args


LOADERS = {
    "replay": Loader(lambda p, out: ["replay", str(p)], ".json"),
    "campaign-update replay": Loader(
        lambda p, out: ["gloomhaven", "campaign-update", str(p), "--out", str(out)], ".json"
    ),
    "puzzle (YAML)": Loader(lambda p, out: ["gloomhaven", "monster-turn", str(p)], ".yaml"),
    "puzzle (JSON)": Loader(lambda p, out: ["gloomhaven", "monster-turn", str(p)], ".json"),
    "Mission Arena deck": Loader(sim("marvel-mission-arena", "-p", "decks=FILE,villains"), ".deck"),
    "Mission Arena card file": Loader(
        sim("marvel-mission-arena", "-p", "card_files=FILE"), ".toml"
    ),
    "Destiny deck (text)": Loader(sim("star-wars-destiny", "--decks", "FILE,kylo"), ".deck"),
    "Destiny deck (JSON)": Loader(sim("star-wars-destiny", "--decks", "FILE,kylo"), ".json"),
    "Destiny card file": Loader(sim("star-wars-destiny", "-p", "card_files=FILE"), ".toml"),
    "Marvel Champions deck": Loader(sim("marvel-champions", "--decks", "FILE"), ".json"),
    "Gloomhaven scenario": Loader(sim("gloomhaven", "-p", "scenario_file=FILE"), ".yaml"),
    "Gloomhaven battle goals": Loader(sim("gloomhaven", "-p", "battle_goals=FILE"), ".yaml"),
    "Gloomhaven campaign": Loader(sim("gloomhaven", "-p", "campaign=FILE"), ".yaml"),
    "Gloomhaven donate record": Loader(
        lambda p, out: ["gloomhaven", "donate", str(p), "--character", "brute", "--out", str(out)],
        ".yaml",
    ),
}


def corpus_for(suffix: str) -> list[str]:
    """The corpus files a loader of files ending in ``suffix`` must refuse."""
    own = sorted(p.name for p in CORPUS.glob(f"*{suffix}"))
    return [*ANY_LOADER, *own]


def run_and_check(loader: Loader, tmp: Path, name: str, make: Callable[[Path], None]) -> None:
    folder = tmp / name.replace(".", "-")
    folder.mkdir()
    path = folder / f"bad{loader.suffix}"
    make(path)
    out = folder / "out.json"
    before = {p: p.stat().st_mtime_ns for p in folder.iterdir()}
    result = CliRunner().invoke(app, loader.args(path, out), env=ENV)
    context = (name, result.output, result.stderr)
    assert result.exit_code == 2, context
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), context
    assert "bad" in lines[0], context  # names the file
    assert "Traceback" not in result.output, context
    assert {p: p.stat().st_mtime_ns for p in folder.iterdir()} == before, context


@pytest.mark.parametrize("loader", list(LOADERS))
def test_every_bad_file_is_one_line_naming_it(tmp_path: Path, loader: str) -> None:
    how = LOADERS[loader]
    for name in corpus_for(how.suffix):
        source = CORPUS / name
        run_and_check(how, tmp_path, name, lambda path, src=source: shutil.copy(src, path))


@pytest.mark.parametrize("loader", list(LOADERS))
def test_too_large_too_deep_missing_and_folder_are_one_line(tmp_path: Path, loader: str) -> None:
    how = LOADERS[loader]

    def too_large(path: Path) -> None:
        with path.open("wb") as handle:
            handle.write(b"# " + b"x" * 60 + b"\n")
            handle.truncate(MAX_FILE_BYTES + 1)

    def too_deep(path: Path) -> None:
        depth = 50_000
        if how.suffix == ".toml":
            path.write_text("a = " + "[" * depth + "]" * depth + "\n")
        elif how.suffix == ".deck":
            path.write_text("1 " + "(" * depth + "\n")
        else:
            path.write_text("[" * depth + "]" * depth + "\n")

    run_and_check(how, tmp_path, "too-large", too_large)
    run_and_check(how, tmp_path, "too-deep", too_deep)
    run_and_check(how, tmp_path, "a-folder", lambda path: path.mkdir())
    run_and_check(how, tmp_path, "missing", lambda path: None)


def test_the_corpus_is_there_and_unchanged_by_the_tests() -> None:
    names = {p.name for p in CORPUS.iterdir()}
    assert set(ANY_LOADER) <= names and len(names) > 15
    assert (CORPUS / "empty").stat().st_size == 0
