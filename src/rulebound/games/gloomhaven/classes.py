"""Character classes as data: hit points, hand size, perks, summons and ability cards.

A class is one YAML file in ``data/classes/`` (the format is described in
``data/classes/README.md``). An ability card has a top and a bottom :class:`Half`;
each half is a list of :class:`Action` maps in printed order (GH-ACTION-05), plus
its icons: Lost, an Active Bonus (round or persistent) with use slots.

    >>> brute = load_class("brute")
    >>> brute.hand_size, brute.max_hp(1)
    (10, 10)
    >>> trample = brute.card_named("Trample")
    >>> trample.initiative, trample.bottom.lost, trample.top.actions[0].kind
    (72, True, 'attack')

Adding a class is a data file plus tests: nothing here names a class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from rulebound.games.gloomhaven.yaml_files import parse_yaml, read_file
from rulebound.kernel import files
from rulebound.kernel.errors import DataError

LEVELS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "X")

# The kinds of action a half may list; the first key of an action map names it.
KINDS = (
    "move",
    "attack",
    "heal",
    "shield",
    "retaliate",
    "push",
    "pull",
    "condition",
    "loot",
    "infuse",
    "xp",
    "summon",
    "recover",
    "create_trap",
    "bless",
    "refresh",  # refresh items (GH-REFRESH-01)
    "suffer_damage",  # the figure itself loses HP: a negative ability (GH-GLOSS-02)
    # Extensions (data/classes/README.md): effects of single cards.
    "attack_bonus",
    "heal_bonus",
    "redirect_attacks",
    "force_enemy",
    "ally_performs",
    "kill",
    "turn_enemy",
    "prevent_damage",
    "move_as_attack",
    "augment_limit",
    "augments_apply_to_ranged",
    "damage_figures",  # Cragheart: damage, not an attack, to the named figures
    "create_obstacle",
    "destroy_obstacle",
    "disarm_trap",
    "double_attack",
    "extra_target",
    "range_bonus",
    "advantage",
    "attack_conditions",
    "spring_trap",
    "destroy_obstacles_within",  # Cragheart 142: every obstacle within the range
    "move_obstacle",  # Cragheart 132: an adjacent obstacle to an empty hex in range
    "obstacle_smash",  # Cragheart 137: an adjacent obstacle destroyed for + Attack
    "turn_start",  # Cragheart 143: an ability at the start of each of the owner's turns
    "turn_end",  # Tinkerer 53, 54: an ability at the end of each of the owner's turns
)


def _frozen(value: Any) -> Any:
    """``value`` with its mappings and lists turned into (sorted) tuples, so it hashes."""
    if isinstance(value, dict):
        return tuple(sorted((str(k), _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(_frozen(v) for v in value)
    return value


@dataclass(frozen=True)
class Action:
    """One ability: ``kind`` (a key of :data:`KINDS`), its ``value`` and its options
    (``range``, ``target``, ``pierce``, ``conditions``, ``area``, ``consume``...)."""

    kind: str
    value: Any
    options: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def get(self, key: str, default: Any = None) -> Any:
        return self.options.get(key, default)

    def __hash__(self) -> int:
        # a value may be a mapping (Create Trap's damage and conditions): hash a frozen copy
        return hash((self.kind, _frozen(self.value)))


@dataclass(frozen=True)
class Half:
    """The top or bottom of an ability card."""

    actions: tuple[Action, ...]
    lost: bool = False
    active: str = ""  # "", "round" or "persistent" (GH-BONUS)
    uses: int = 0  # use slots of a persistent bonus (GH-BONUS-03)
    xp_slots: tuple[int, ...] = ()  # 1-based slots that give 1 XP (GH-BONUS-04)
    use_on: str = ""  # what uses a slot of a persistent bonus (GH-BONUS-05)
    augment: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class AbilityCard:
    id: int
    name: str
    level: str  # "1".."9" or "X"
    initiative: int
    top: Half
    bottom: Half
    no_recover: bool = False  # the "cannot be recovered/refreshed" symbol (GH-RECOVER-02)
    text: str = field(default="", compare=False)  # our paraphrase of a card's special rules

    def half(self, which: str) -> Half:
        return self.top if which == "top" else self.bottom


@dataclass(frozen=True)
class Perk:
    text: str
    times: int
    add: tuple[str, ...] = ()
    remove: tuple[str, ...] = ()


@dataclass(frozen=True)
class CharacterClass:
    id: str
    name: str
    hand_size: int
    health: tuple[int, ...]
    cards: tuple[AbilityCard, ...]
    summons: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False)
    perks: tuple[Perk, ...] = ()
    # The event reference number on the class's mat: the City and Road Event of this
    # number join their decks when a character of the class retires (GH-RETIRE-06).
    event_number: int | None = None

    def max_hp(self, level: int) -> int:
        return self.health[level - 1]

    def card_named(self, name: str) -> AbilityCard:
        for card in self.cards:
            if card.name.lower() == name.lower():
                return card
        raise DataError(f"class {self.name}: no ability card named {name!r}")

    def pool(self, level: int) -> tuple[AbilityCard, ...]:
        """The Active Card Pool of a character of ``level`` who took no higher cards:
        level 1 and X cards (GH-GLOSS-99, GH-GLOSS-61)."""
        return tuple(c for c in self.cards if c.level in ("1", "X"))


def _fail(origin: str, where: str, message: str) -> DataError:
    return DataError(f"{origin}: {where}: {message}")


def _action(raw: Any, origin: str, where: str) -> Action:
    if not isinstance(raw, dict) or not raw:
        raise _fail(origin, where, "an action must be a map such as {attack: 3}")
    kind = next(iter(raw))
    if kind not in KINDS:
        raise _fail(origin, where, f"unknown action {kind!r} (known: {', '.join(KINDS)})")
    options = {k: v for k, v in raw.items() if k != kind}
    return Action(kind, raw[kind], options)


def _half(raw: Any, origin: str, where: str) -> Half:
    if not isinstance(raw, dict) or not isinstance(raw.get("actions"), list):
        raise _fail(origin, where, "a half needs a list of actions")
    active = str(raw.get("active", ""))
    if active not in ("", "round", "persistent"):
        raise _fail(origin, where, f"active must be round or persistent, got {active!r}")
    actions = tuple(
        _action(a, origin, f"{where} action {i + 1}") for i, a in enumerate(raw["actions"])
    )
    return Half(
        actions=actions,
        lost=bool(raw.get("lost", False)),
        active=active,
        uses=int(raw.get("uses", 0)),
        xp_slots=tuple(int(x) for x in raw.get("xp_slots", ())),
        use_on=str(raw.get("use_on", "")),
        augment=dict(raw.get("augment") or {}),
    )


def _card(raw: Any, origin: str, index: int) -> AbilityCard:
    if not isinstance(raw, dict):
        raise _fail(origin, f"card {index + 1}", "a card must be a map")
    name = str(raw.get("name", f"#{index + 1}"))
    where = f"card {name!r}"
    level = str(raw.get("level", ""))
    if level not in LEVELS:
        raise _fail(origin, where, f"level must be 1-9 or X, got {level!r}")
    try:
        return AbilityCard(
            id=int(raw["id"]),
            name=name,
            level=level,
            initiative=int(raw["initiative"]),
            top=_half(raw.get("top"), origin, f"{where} top"),
            bottom=_half(raw.get("bottom"), origin, f"{where} bottom"),
            no_recover=bool(raw.get("no_recover", False)),
            text=str(raw.get("text", "")),
        )
    except KeyError as missing:
        raise _fail(origin, where, f"missing key {missing}") from None
    except (TypeError, ValueError):
        raise _fail(origin, where, "id and initiative must be whole numbers") from None


def parse_class(data: Any, origin: str) -> CharacterClass:
    if not isinstance(data, dict):
        raise DataError(f"{origin}: a class file is a map")
    for key in ("id", "name", "hand_size", "health", "cards"):
        if key not in data:
            raise DataError(f"{origin}: missing key {key!r}")
    try:
        health = tuple(int(h) for h in data["health"])
        hand_size = int(data["hand_size"])
    except (TypeError, ValueError):
        raise DataError(f"{origin}: health is a list of 9 numbers and hand_size a number") from None
    if len(health) != 9:
        raise DataError(f"{origin}: health lists 9 levels, got {len(health)}")
    event_number = data.get("event_number")
    if event_number is not None and (type(event_number) is not int or event_number < 1):
        raise DataError(f"{origin}: event_number is a card number, got {event_number!r}")
    perks = tuple(
        Perk(
            str(p.get("text", "")),
            int(p.get("times", 1)),
            tuple(p.get("add", ())),
            tuple(p.get("remove", ())),
        )
        for p in data.get("perks", ())
    )
    cards = tuple(_card(c, origin, i) for i, c in enumerate(data["cards"]))
    summons = dict(data.get("summons") or {})
    for card in cards:
        for half in (card.top, card.bottom):
            for action in half.actions:
                if action.kind == "summon" and action.value not in summons:
                    raise _fail(origin, f"card {card.name!r}", f"unknown summon {action.value!r}")
    return CharacterClass(
        id=str(data["id"]),
        name=str(data["name"]),
        hand_size=hand_size,
        health=health,
        cards=cards,
        summons=summons,
        perks=perks,
        event_number=event_number,
    )


def class_ids() -> list[str]:
    folder = resources.files("rulebound.games.gloomhaven") / "data" / "classes"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml"))


@cache
def load_class(class_id: str, path: Path | None = None) -> CharacterClass:
    """A shipped class by id (``brute``), or a class file at ``path``."""
    if path is None:
        if class_id not in class_ids():
            raise DataError(
                f"unknown class {class_id!r} (known: {', '.join(class_ids()) or 'none'})"
            )
        ref = resources.files("rulebound.games.gloomhaven") / "data" / "classes"
        text = (ref / f"{class_id}.yaml").read_text(encoding="utf-8")
        origin = f"data/classes/{class_id}.yaml"
    else:
        text = read_file(path, "class")
        origin = str(path)
    data = parse_yaml(text, origin)
    with files.checked_data(origin):
        return parse_class(data, origin)
