"""What the session-38 pass noticed and left, and the session-39 new-user pass found,
each kept fixed."""

from __future__ import annotations

import subprocess
import sys

from typer.testing import CliRunner

from rulebound.cli.main import app


def test_the_command_starts_without_importing_the_gloomhaven_campaign() -> None:
    """``rulebound --help`` (and every command's start) imported the campaign commands
    and with them the whole campaign (~0.1 CPU s of 0.3); they load when named."""
    code = (
        "import sys, rulebound.cli.main; "
        "print('rulebound.games.gloomhaven.campaign_commands' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_lazy_campaign_group_is_listed_and_has_its_examples() -> None:
    runner = CliRunner()
    env = {"COLUMNS": "200", "NO_COLOR": "1"}
    listing = runner.invoke(app, ["gloomhaven", "--help"], env=env)
    assert listing.exit_code == 0 and "campaign " in listing.stdout
    assert "A Gloomhaven campaign in one SQLite file" in listing.stdout
    group = runner.invoke(app, ["gloomhaven", "campaign", "--help"], env=env)
    assert group.exit_code == 0 and "create-character" in group.stdout
    new = runner.invoke(app, ["gloomhaven", "campaign", "new", "--help"], env=env)
    assert "rulebound gloomhaven campaign new lanterns.db --name 'The Lanterns'" in new.stdout
    wrong = runner.invoke(app, ["gloomhaven", "campaign", "nosuch"], env=env)
    assert wrong.exit_code == 2 and "Traceback" not in wrong.output
