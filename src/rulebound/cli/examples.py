"""A few example command lines at the end of every ``--help``: a new player learns a
command from one line that works more than from its option list.

Each command's examples are kept here, by the words typed after ``rulebound``, and
attached to the commands when the program starts (:func:`add_examples`), so the games'
own command groups (``rulebound gloomhaven ...``) get theirs too. Every line is one the
README shows.
"""

from __future__ import annotations

from typing import Any

EXAMPLES: dict[tuple[str, ...], tuple[str, ...]] = {
    (): (
        "rulebound demo",
        "rulebound games",
        "rulebound play marvel-mission-arena",
    ),
    ("games",): ("rulebound games",),
    ("play",): (
        "rulebound play marvel-mission-arena --seed 42 --save game.json",
        "rulebound play star-wars-destiny --decks rey,kylo",
        "rulebound play marvel-champions --hero spider-man --villain rhino",
        "rulebound play gloomhaven --scenario 1 --party brute,mindthief --seats all",
        "rulebound play --resume game.json",
    ),
    ("sim",): (
        "rulebound sim marvel-mission-arena --games 1000 --bots greedy,random --workers 2",
        "rulebound sim marvel-champions --hero spider-man --bots greedy --games 200",
        "rulebound sim gloomhaven --party brute,tinkerer --games 200 --bots greedy,greedy",
    ),
    ("replay",): (
        "rulebound replay game.json",
        "rulebound replay game.json --upto 40 --seat 1",
    ),
    ("bench",): (
        "rulebound bench marvel-mission-arena --seconds 3",
        "rulebound bench marvel-champions --param heroes=she-hulk,villain=ultron --json",
    ),
    ("demo",): ("rulebound demo",),
    ("serve",): (
        "rulebound serve",
        "rulebound serve --port 8080 --data ./tables",
    ),
    ("tournament",): (
        "rulebound tournament marvel-mission-arena --bots random,greedy --games 200",
    ),
    ("gloomhaven",): (
        "rulebound gloomhaven campaign new lanterns.db --name 'The Lanterns'",
        "rulebound gloomhaven monster-turn guard.yaml",
    ),
    ("gloomhaven", "monster-turn"): ("rulebound gloomhaven monster-turn guard.yaml",),
    ("gloomhaven", "campaign-update"): (
        "rulebound gloomhaven campaign-update game.json --out campaign-after-1.yaml",
    ),
    ("gloomhaven", "donate"): (
        "rulebound gloomhaven donate campaign.yaml --character brute --out campaign-after.yaml",
    ),
    ("gloomhaven", "campaign"): (
        "rulebound gloomhaven campaign new lanterns.db --name 'The Lanterns'",
        "rulebound gloomhaven campaign create-character lanterns.db brute --name Grom",
        "rulebound gloomhaven campaign play lanterns.db --scenario 1",
    ),
    ("gloomhaven", "campaign", "new"): (
        "rulebound gloomhaven campaign new lanterns.db --name 'The Lanterns'",
    ),
    ("gloomhaven", "campaign", "new-party"): (
        "rulebound gloomhaven campaign new-party lanterns.db 'The Brave'",
    ),
    ("gloomhaven", "campaign", "show"): (
        "rulebound gloomhaven campaign show lanterns.db",
        "rulebound gloomhaven campaign show lanterns.db --party 'The Lanterns'",
    ),
    ("gloomhaven", "campaign", "history"): (
        "rulebound gloomhaven campaign history lanterns.db",
        "rulebound gloomhaven campaign history lanterns.db --replay 1 --out first.json",
    ),
    ("gloomhaven", "campaign", "create-character"): (
        "rulebound gloomhaven campaign create-character lanterns.db brute --name Grom",
    ),
    ("gloomhaven", "campaign", "level-up"): (
        "rulebound gloomhaven campaign level-up lanterns.db Grom",
        "rulebound gloomhaven campaign level-up lanterns.db Grom --card 14 --perk 0",
    ),
    ("gloomhaven", "campaign", "shop"): (
        "rulebound gloomhaven campaign shop lanterns.db Grom",
        "rulebound gloomhaven campaign shop lanterns.db Grom --buy 3 --buy 12",
    ),
    ("gloomhaven", "campaign", "enhance"): (
        "rulebound gloomhaven campaign enhance lanterns.db Grom --card 1 --half top "
        "--action 0 --what +1",
    ),
    ("gloomhaven", "campaign", "donate"): (
        "rulebound gloomhaven campaign donate lanterns.db Fizz",
    ),
    ("gloomhaven", "campaign", "retire"): (
        "rulebound gloomhaven campaign retire lanterns.db Grom",
    ),
    ("gloomhaven", "campaign", "event"): ("rulebound gloomhaven campaign event lanterns.db city",),
    ("gloomhaven", "campaign", "play"): (
        "rulebound gloomhaven campaign play lanterns.db --scenario 1",
        "rulebound gloomhaven campaign play lanterns.db --scenario 1 --seats none --bot planner",
    ),
}


def epilog(lines: tuple[str, ...]) -> str:
    """The examples as the help's last section (Markdown: one paragraph a line)."""
    return "\n\n".join(("**Examples**", *(f"- `{line}`" for line in lines)))


def add_examples(command: Any, path: tuple[str, ...] = ()) -> None:
    """Give ``command`` and its subcommands their examples (a command with its own
    epilog keeps it)."""
    lines = EXAMPLES.get(path)
    if lines and not getattr(command, "epilog", None):
        command.epilog = epilog(lines)
    for name, sub in (getattr(command, "commands", None) or {}).items():
        add_examples(sub, (*path, name))
