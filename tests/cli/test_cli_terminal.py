"""A person's game at a real (pseudo-)terminal, for every game: `rulebound play`,
the keys (?, i N, d, u), quit with save, then `--resume` the save to the end.

The answers depend only on the prompts, never on the board's text, so a renderer
can change freely: a prompt is "Your choice [1-N, ? for keys]:" ("[1, ...]" for one option).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

PROMPT = r"Your choice \[1(?:-(\d+))?, \? for keys\]: "
SAVE = r"do\s+not\s+save\): "  # the save prompt (it may wrap)
TIMEOUT = 60
MAX_DECISIONS = 600

# (arguments, the option to pick while looking for a decision to undo: in Destiny
# option 1 is "pass", which hands the turn over; option 3 often plays a card that
# then asks where it goes, a second decision of the same seat)
GAMES = [
    pytest.param(["marvel-mission-arena", "--seed", "3"], 1, id="mission-arena"),
    pytest.param(["star-wars-destiny", "--seed", "5"], 3, id="destiny"),
    pytest.param(["marvel-champions", "--hero", "spider-man", "--seed", "2"], 1, id="champions"),
    pytest.param(
        ["gloomhaven", "--party", "brute,mindthief", "--seed", "1", "--param", "hands=first"],
        1,
        id="gloomhaven",
    ),
]


def _spawn(args: list[str]) -> pexpect.spawn:
    env = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "80", "LINES": "24"}
    command = [sys.executable, "-m", "rulebound.cli.main", *args]
    return pexpect.spawn(
        command[0], command[1:], env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(24, 80)
    )


def _answer(child: pexpect.spawn, text: str) -> int:
    """Send ``text`` and wait for the next prompt: its option count (0: none came)."""
    child.sendline(text)
    found = child.expect([PROMPT, SAVE, pexpect.EOF])
    return int(child.match.group(1) or 1) if found == 0 else 0


@pytest.mark.parametrize(("args", "pick"), GAMES)
def test_a_person_plays_quits_saves_resumes_and_finishes(
    args: list[str], pick: int, tmp_path: Path
) -> None:
    save = tmp_path / "game.json"
    child = _spawn(["play", *args])
    child.expect(PROMPT)
    count = int(child.match.group(1) or 1)
    child.sendline("?")
    child.expect("these keys")
    child.expect(PROMPT)
    child.sendline("i 1")
    child.expect(PROMPT)
    assert "Traceback" not in child.before
    child.sendline("d")
    child.expect(PROMPT)
    child.sendline("zz")
    child.expect("is not an option or a key")
    child.expect(PROMPT)
    # Take decisions, trying an undo at each, until one is taken back (or enough tried).
    undone = False
    for _ in range(40):
        child.sendline("u")
        child.expect(["taken back", "Nothing to undo"])
        undone = undone or child.after == "taken back"
        child.expect(PROMPT)
        if undone:
            break
        count = _answer(child, str(min(pick, count)))
        if count == 0:
            pytest.fail("the game ended before the quit")
    assert undone, "no decision could be taken back in 40 tries"
    child.sendline("q")
    child.expect(SAVE)
    child.sendline(str(save))
    child.expect("saved to")
    child.expect(pexpect.EOF)
    assert save.exists()

    child = _spawn(["play", "--resume", str(save)])
    child.expect("Resumed from")
    child.expect(PROMPT)
    for _ in range(MAX_DECISIONS):
        if _answer(child, "1") == 0:
            break
    else:
        pytest.fail("the resumed game did not end")
    output = child.before or ""
    if re.search(SAVE, child.after if isinstance(child.after, str) else ""):
        child.sendline("n")  # the default is the file it came from: say no
        child.expect("not saved")
        child.expect(pexpect.EOF)
        output = child.before
    assert "Traceback" not in output
    child.close()
    assert child.exitstatus == 0
