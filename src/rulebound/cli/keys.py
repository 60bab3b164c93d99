"""The keys a person types at a decision, for every game, on the kernel's front-end API.

A number picks an option; ``i N`` shows the cards option N names and ``info NAME``
any card the seat can see (:meth:`State.visible_objects`); ``d`` the discard piles;
``n``/``p`` page through a long option list; ``v`` redraws the board; ``u`` takes
back the seat's last decision (:meth:`State.undo`); ``?`` lists the keys; ``q``
quits. Nothing here knows a game: descriptions and piles come from the view.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.text import Text

from rulebound.cli import screen

PAGE = screen.PAGE

KEYS = (
    ("1, 2, ...", "choose that option"),
    ("i N", "the full text of the cards option N names"),
    ("info NAME", "the full text of any card you can see (part of its name will do)"),
    ("d", "the discard piles"),
    ("n / p", "the next / previous page of options"),
    ("v", "show the board again"),
    ("u", "undo your last decision (only while nothing new was revealed to you)"),
    ("?", "these keys"),
    ("q", "quit (you may save the game and resume it with: rulebound play --resume FILE)"),
)


class Quit(Exception):
    """The person asked to quit (``q``, the end of input or Ctrl-C)."""


@dataclass(frozen=True)
class Answer:
    """What the person asked for: an option index, ``"board"`` or ``"undo"``."""

    index: int = -1
    command: str = ""


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 option``, ``2 options``."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def render_page(
    console: Console,
    prompt: str,
    labels: Sequence[str],
    page: int,
    hint: str = "",
    layout: screen.OptionLayout | None = None,
) -> None:
    """The prompt and one page of the numbered options (numbers count from 1 overall),
    in columns on a terminal when the labels are short (:func:`screen.option_layout`).
    ``hint`` follows the prompt, dimmed (the compact board's "v: the whole board")."""
    layout = layout or screen.option_layout(labels, console)
    title = Text(prompt, style="bold")
    if hint:
        title.append(f"  ({hint})", style="dim")
    console.print(title)
    for _first, row in screen.option_lines(labels, layout, page):
        console.print(_numbered(row))
    if len(labels) > layout.per_page:
        pages = -(-len(labels) // layout.per_page)
        console.print(
            Text(
                f"  page {page + 1} of {pages} ({plural(len(labels), 'option')}): "
                "n next page, p previous page",
                style="dim",
            )
        )


_NUMBER = re.compile(r"(?:^|  )\s*\d+\. ")


def _numbered(row: str) -> Text:
    """A row of options with the numbers in the options' colour."""
    text = Text(row)
    for match in _NUMBER.finditer(row):
        text.stylize("cyan", match.start(), match.end())
    return text


def describe_lines(description: Mapping[str, Any]) -> list[Text]:
    """A card's description as lines of text (no Python reprs)."""
    title = Text(str(description.get("name", "")), style="bold")
    if description.get("subtitle"):
        title.append(f", {description['subtitle']}")
    kind = description.get("kind")
    if kind:
        title.append(f" ({kind})", style="dim")
    lines = [title]
    facts = []
    if description.get("cost") is not None:
        facts.append(f"cost {description['cost']}")
    for label, value in (description.get("stats") or {}).items():
        facts.append(f"{label} {value}")
    if facts:
        lines.append(Text("  " + ", ".join(facts)))
    for key in ("icons", "traits", "keywords"):
        values = [str(v) for v in description.get(key) or () if v]
        if values:
            lines.append(Text(f"  {key}: " + ", ".join(values), style="dim"))
    faces = description.get("faces")
    if faces:
        lines.append(Text("  die faces: " + "; ".join(str(f) for f in faces)))
    if description.get("current_face"):
        lines.append(Text(f"  showing: {description['current_face']}"))
    sections = [
        Text(f"  {section.get('title', '')}: {section.get('text', '')}")
        for section in description.get("sections") or ()
    ]
    text = [Text("  " + str(description["text"]))] if description.get("text") else []
    # A card's other side (a Marvel Champions identity) comes after this side's text,
    # as on the web; a Gloomhaven card's halves come first.
    return lines + (text + sections if description.get("other_side") else sections + text)


def named_in(label: str, objects: Mapping[str, Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The objects whose name the label mentions (longest names first, each once)."""
    found: list[Mapping[str, Any]] = []
    rest = label.lower()
    for obj in objects.values():  # "Thor [UR]": the name with its rarity picks one version
        if obj.get("rarity"):
            tagged = f"{str(obj.get('name', '')).lower()} [{str(obj['rarity']).lower()}]"
            if tagged in rest:
                found.append(obj)
                rest = rest.replace(tagged, " ")
    named = {str(obj.get("name", "")).lower() for obj in found}
    for obj in sorted(objects.values(), key=lambda o: -len(str(o.get("name", "")))):
        name = str(obj.get("name", "")).lower()
        if name in named:
            continue  # that card's version is already picked
        full = f"{name}, {str(obj.get('subtitle', '')).lower()}"
        if obj.get("subtitle") and full in rest:
            found.append(obj)
            rest = rest.replace(full, " ")
        elif name and name in rest:
            found.append(obj)
            rest = rest.replace(name, " ")
    for obj in objects.values():  # "change to hero form (Spider-Man)": Peter Parker's card
        other = str(obj.get("other_side") or "").lower()
        if other and other in rest and obj not in found:
            found.append(obj)
            rest = rest.replace(other, " ")
    return found


def matching(query: str, objects: Mapping[str, Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Objects whose name (or name and subtitle) contains ``query``, case-insensitive."""
    query = query.strip().lower()
    exact = [o for o in objects.values() if str(o.get("name", "")).lower() == query]
    if exact:
        return exact
    return [
        o
        for o in objects.values()
        if query in f"{o.get('name', '')}, {o.get('subtitle', '')}".lower()
        or query in str(o.get("other_side") or "").lower()  # an identity by its other side
    ]


def _piles(value: Any, path: str = "") -> Iterator[tuple[str, list[Any]]]:
    """Every list under a key containing ``discard`` in a view, with where it is."""
    if isinstance(value, Mapping):
        owner = str(value.get("name") or value.get("identity") or value.get("class") or path)
        for key, item in value.items():
            if "discard" in str(key) and isinstance(item, list) and not str(key).endswith("ids"):
                # whose: the owner's name, else the key's own words ("encounter_discard")
                words = str(key).replace("_", " ").replace("discard", "").strip()
                yield (owner or words.capitalize() or "The"), item
            elif isinstance(item, (Mapping, list)) and key not in ("objects", "decision"):
                yield from _piles(item, owner)
    elif isinstance(value, list):
        for item in value:
            yield from _piles(item, path)


def _entry_name(entry: Any) -> str:
    if isinstance(entry, Mapping):
        name = str(entry.get("name", "?"))
        return f"{name} [{entry['rarity']}]" if entry.get("rarity") else name
    return str(entry)


def show_discards(console: Console, view: Mapping[str, Any]) -> None:
    piles = list(_piles(view))
    if not piles:
        console.print(Text("This game has no discard piles in your view.", style="dim"))
    for owner, pile in piles:
        names = ", ".join(_entry_name(e) for e in pile) or "empty"
        head = Text(f"{owner} discard pile ({plural(len(pile), 'card')}): ", style="bold")
        console.print(head + Text(names))


def show_keys(console: Console) -> None:
    for key, what in KEYS:
        console.print(Text(f"  {key:<10} ", style="cyan") + Text(what))


def hand_over(console: Console, name: str) -> None:
    """The hot seat passes to ``name``: the screen and its scroll-back are cleared
    (the last player's hand stays theirs), then the game waits until ``name`` says
    they are the one looking. Raises :class:`Quit` on ``q``, Ctrl-C or end of input."""
    screen.clear_all(console)
    console.print(Text(f"Pass the terminal to {name}.", style="bold"))
    try:
        raw = console.input(Text(f"{name}, press Enter when only you can see the screen: "))
    except (EOFError, KeyboardInterrupt):
        console.print()
        raise Quit from None
    if raw.strip().lower() in ("q", "quit", "exit"):
        raise Quit


def read_answer(
    console: Console,
    prompt: str,
    labels: Sequence[str],
    objects: Any,
    view: Mapping[str, Any],
    drawn: screen.Screen | None = None,
) -> Answer:
    """Show the options and read keys until the person picks an option, asks for the
    board again or for an undo. ``objects`` is called for the descriptions (built
    only when a key needs them); ``drawn`` is the board above, whose layout the
    options take."""
    layout = drawn.layout if drawn else screen.option_layout(labels, console)
    hint = screen.HINT if drawn and drawn.compact else ""
    page = 0
    pages = max(1, -(-len(labels) // layout.per_page))
    count = len(labels)
    render_page(console, prompt, labels, page, hint, layout)
    numbers = "1" if count == 1 else f"1-{count}"  # "[1-1]" read as a typo
    hint = (
        "1, or ? for the keys" if count == 1 else f"a number from 1 to {count}, or ? for the keys"
    )
    while True:
        try:
            raw = console.input(Text(f"Your choice [{numbers}, ? for keys]: "))
        except (EOFError, KeyboardInterrupt):
            console.print()
            raise Quit from None
        answer = raw.strip()
        word, _, rest = answer.partition(" ")
        word = word.lower()
        if word in ("q", "quit", "exit"):
            raise Quit
        if word in ("v", "view", "board"):
            return Answer(command="board")
        if word in ("u", "undo"):
            return Answer(command="undo")
        if word in ("?", "h", "help"):
            show_keys(console)
        elif word in ("n", "p") and not rest:
            if pages == 1:
                console.print(Text("All the options are on this page.", style="dim"))
                continue
            page = (page + (1 if word == "n" else -1)) % pages
            render_page(console, prompt, labels, page, hint, layout)
        elif word == "d":
            show_discards(console, view)
        elif word in ("i", "info"):
            _info(console, rest, labels, objects())
        elif not answer:
            console.print(Text(f"Please type {hint}.", "red"))
        elif answer.isdigit() and 1 <= int(answer) <= count:
            return Answer(index=int(answer) - 1)
        elif answer.isdigit():
            console.print(Text(f"There is no option {answer}: type {hint}.", "red"))
        else:
            console.print(Text(f"{answer!r} is not an option or a key: type {hint}.", "red"))


def _info(
    console: Console, rest: str, labels: Sequence[str], objects: Mapping[str, Mapping[str, Any]]
) -> None:
    rest = rest.strip()
    if not rest:
        console.print(Text("Type i N for option N's cards, or info NAME for a card.", "red"))
        return
    if rest.isdigit():
        number = int(rest)
        if not 1 <= number <= len(labels):
            console.print(Text(f"There is no option {number}.", "red"))
            return
        found = named_in(labels[number - 1], objects)
        if not found:
            console.print(Text(f"Option {number} names no card.", style="dim"))
    else:
        found = matching(rest, objects)
        if not found:
            console.print(Text(f"You see no card named {rest!r}.", "red"))
    shown: set[tuple[str, ...]] = set()
    for description in found:  # two dice of one character read the same: told once
        lines = describe_lines(description)
        key = tuple(line.plain for line in lines)
        if key in shown:
            continue
        shown.add(key)
        for line in lines:
            console.print(line)
