"""Hot seat at a terminal (``play --seats``): when the decision passes from one human
seat to another, what the last player read in secret (a hand, face-down cards) is
cleared from the screen and its scroll-back before the next player looks, and the
game waits for the next player to take over. Session 39 left the hand on screen."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from rulebound.kernel.replay import Replay

pexpect = pytest.importorskip("pexpect")

CLEAR = "\x1b[3J"  # the scroll-back is cleared with the screen
HAND_OVER = "press Enter when only you can see the screen"


def _hot_seat(*extra: str, game: str = "marvel-mission-arena") -> pexpect.spawn:
    """Both seats human, at a 24x80 terminal (Mission Arena: setup deploys face down)."""
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "80", "LINES": "24", "TERM": "xterm"}
    args = ["-m", "rulebound.cli.main", "play", game, "--seats", "0,1"]
    return pexpect.spawn(
        sys.executable,
        [*args, "--seed", "4", *extra],
        env=env,
        encoding="utf-8",
        timeout=60,
        dimensions=(24, 80),
    )


def _names(view: object) -> set[str]:
    """Every card name in a view (any ``name`` field, at any depth)."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("name"), str):
                found.add(node["name"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(view)
    return found


def test_the_next_player_takes_over_a_cleared_screen(tmp_path: Path) -> None:
    child = _hot_seat()
    first = ""
    while True:  # P1 deploys until the decision passes to P2
        if child.expect([r"Your choice \[", HAND_OVER]) == 1:
            first += child.before
            break
        first += child.before
        child.sendline("1")
    assert "Pass the terminal to P2 Villains" in first
    child.sendline("")
    child.expect(r"Your choice \[")
    second = child.before
    child.sendline("q")  # P2 quits and saves, so the position can be read back
    saved = tmp_path / "hot.json"
    child.expect("File name")
    child.sendline(str(saved))
    child.expect(pexpect.EOF)
    state = Replay.load(saved).run(source=str(saved))
    # what P1 knows and P2 may not: P1's face-down protagonists, P1's hand
    secret = _names(state.view(0)) - _names(state.view(1))
    assert secret, "P1 holds nothing P2 cannot see: the test would prove nothing"
    assert any(name in first for name in secret)  # P1 read them on this screen
    assert CLEAR in first.rsplit("Pass the terminal", 1)[0][-40:]  # cleared before asking
    for name in secret:
        assert name not in second, name  # nothing of P1's is shown to P2
    assert "P2 Villains" in second and "face down" in second


def test_open_hands_skips_the_hand_over() -> None:
    child = _hot_seat("--open-hands")
    seen = ""
    for _ in range(8):  # past the first change of seat
        child.expect(r"Your choice \[")
        seen += child.before
        child.sendline("1")
    child.sendline("q")
    child.expect("File name")
    child.sendline("n")
    child.expect(pexpect.EOF)
    assert "— P2 Villains —" in seen and HAND_OVER not in seen and CLEAR not in seen


@pytest.mark.parametrize(("flag", "asked"), [((), False), (("--hand-over",), True)])
def test_a_cooperative_game_hands_over_only_when_asked(flag: tuple[str, ...], asked: bool) -> None:
    """One person often plays every hero of a Marvel Champions table (its players may
    talk over their hands, MC-TALK-01), so the hand-over is off unless asked for."""
    child = _hot_seat(*flag, "--hero", "spider-man,captain-marvel", game="marvel-champions")
    seen, handed = "", False
    for _ in range(8):  # the two mulligans and past them
        if child.expect([r"Your choice \[", HAND_OVER]) == 1:
            handed = True
            break
        seen += child.before
        child.sendline("1")
    child.terminate(force=True)
    assert handed or "— P2 Captain Marvel" in seen  # the seat did change
    assert handed is asked


def test_quitting_at_the_hand_over_offers_to_save(tmp_path: Path) -> None:
    child = _hot_seat()
    while child.expect([r"Your choice \[", HAND_OVER]) == 0:
        child.sendline("1")
    child.sendline("q")
    child.expect("You quit the game")
    saved = tmp_path / "left.json"
    child.expect("File name")
    child.sendline(str(saved))
    child.expect(pexpect.EOF)
    state = Replay.load(saved).run(source=str(saved))
    assert state.decision().seat == 1  # kept where P2 was to take over
