"""Attack modifier cards and decks (catalog 8.6.7 to 8.6.10, table T-07, GH-REND-02).

A card is a :class:`ModifierCard` (``+N``/``-N``, ``x2`` or ``Null``, maybe Rolling, maybe
with added effects); a deck is a frozen :class:`ModifierDeck` (draw pile, discard pile,
the end-of-round shuffle flag). Every function is pure: it returns a new deck, and all
chance comes from the :class:`~rulebound.kernel.rng.Rng` passed in.

    >>> rng = Rng(1)
    >>> len(character_deck(rng).draw_pile), len(monster_deck(rng).draw_pile)
    (20, 20)
    >>> deck = ModifierDeck(parse_cards("rolling +1", "x2", "-1"))   # top card first
    >>> deck, draw = draw_attack(deck, rng, base=3)
    >>> [str(card) for card in draw.used], attack_values(3, draw.used), deck.reshuffle
    (['Rolling +1', 'x2'], (7, 8), True)
    >>> compare(parse_card("+0 stun"), parse_card("+2"), base=3)   # GH-ADV-04
    'ambiguous'

The player orders the drawn effects (GH-AMD-05, GH-ADV-09): :func:`attack_values` lists
every attack value an order can give, :func:`apply_modifiers` applies one chosen order.

Readings (the seed leaves these points open):

* "Better" card (GH-ADV-02): A is better than B if A's number is at least B's and A has
  every effect of B (an effect with a number, e.g. Pierce 2, at least as large), and the
  two differ in number or effects. Equal cards are "same", anything else "ambiguous";
  with Advantage or Disadvantage both use the first card drawn (GH-ADV-01, GH-DIS-01).
* A ``x2`` card's number is the base value it adds (x2 of base = base + base), a
  ``Null`` card's is minus the base (the attack becomes 0): so 2x and Null are compared
  for the attack at hand, e.g. ``x2`` ties ``+2`` on a base of 2.
* Bless is a ``x2`` card and Curse a ``Null`` card (GH-GLOSS-16, GH-GLOSS-58), but neither
  sets the end-of-round shuffle (GH-REND-02 names the deck's 2x and Null cards; Bless and
  Curse leave the deck when drawn, GH-ATKRES-01).
* The Bless supply is 10 cards shared by every deck (the seed gives no size); Curse has
  10 for the monsters' deck and 10 for the characters' decks (GH-SETUP-30, GH-COND-05).
* Drawn cards go to the discard pile as soon as the draw of one attack is over, so an
  empty draw pile during a later draw reshuffles them (GH-AMD-01).
* An attack value never goes below 0, at any step (a reading).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

from rulebound.kernel.rng import Rng

PLUS, DOUBLE, NULL = "+", "x2", "null"
KINDS = (PLUS, DOUBLE, NULL)
BLESS, CURSE = "bless", "curse"

CONDITIONS = (
    "poison",
    "wound",
    "immobilize",
    "disarm",
    "stun",
    "muddle",
    "curse",
    "invisible",
    "strengthen",
    "bless",
)
ELEMENTS = ("fire", "ice", "air", "earth", "light", "dark", "any-element")
NUMBERED = ("heal", "shield", "pierce", "push", "pull")  # "Heal 1", "Pierce 3", ...
TARGET = "target"  # Add Target (GH-ADDTGT)
EFFECTS = (*CONDITIONS, *ELEMENTS, *NUMBERED, TARGET)

NORMAL, ADVANTAGE, DISADVANTAGE = "normal", "advantage", "disadvantage"
BETTER, WORSE, SAME, AMBIGUOUS = "better", "worse", "same", "ambiguous"

BLESS_LIMIT = 10  # reading: the seed gives no size for the Bless supply
CURSE_LIMIT = 10  # per Curse deck: one for monsters, one for characters (GH-SETUP-30)


@dataclass(frozen=True)
class Effect:
    """An added effect printed on a card: a condition or element (``amount`` 0), or a
    numbered one (``heal``, ``shield``, ``pierce``, ``push``, ``pull``: amount >= 1), or
    ``target`` (Add Target)."""

    kind: str
    amount: int = 0

    def __post_init__(self) -> None:
        if self.kind not in EFFECTS:
            raise ValueError(f"unknown modifier effect {self.kind!r}")
        if (self.kind in NUMBERED) != (self.amount > 0) or self.amount < 0:
            raise ValueError(f"effect {self.kind!r} with amount {self.amount}")

    def __str__(self) -> str:
        name = self.kind.title()
        return f"{name} {self.amount}" if self.amount else name


@dataclass(frozen=True)
class ModifierCard:
    """An attack modifier card. ``kind`` is ``+`` (add ``value``), ``x2`` or ``null``;
    ``special`` is ``bless`` (a x2 card) or ``curse`` (a null card) for the condition
    cards (GH-COND-13, GH-COND-17), else empty."""

    value: int = 0
    kind: str = PLUS
    rolling: bool = False
    effects: tuple[Effect, ...] = ()
    special: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown modifier kind {self.kind!r}")
        if self.kind != PLUS and (self.value or self.rolling):
            raise ValueError(f"a {self.kind} card has no value and does not roll")
        if self.special not in ("", BLESS, CURSE):
            raise ValueError(f"unknown special card {self.special!r}")
        plain = {BLESS: DOUBLE, CURSE: NULL}.get(self.special)
        if self.special and (self.kind != plain or self.effects):
            raise ValueError(f"a {self.special} card is a plain x2 (Bless) or null (Curse)")

    @property
    def shuffles(self) -> bool:
        """Drawing it reshuffles the deck at the end of the round (GH-REND-02)."""
        return self.kind != PLUS and not self.special

    def number(self, base: int) -> int:
        """What the card adds to an attack of ``base``: a x2 adds the base, a Null takes
        it away (reading for comparisons, GH-ADV-02)."""
        if self.kind == DOUBLE:
            return base
        if self.kind == NULL:
            return -base
        return self.value

    @property
    def step(self) -> int | str:
        """The card as a modifier step: ``+N``/``-N``, ``"x2"``, ``"null"``."""
        return self.value if self.kind == PLUS else self.kind

    def __str__(self) -> str:
        return self._text

    @cached_property
    def _text(self) -> str:
        # Every card drawn is named in the log; the cards are shared, so each one's
        # words are worked out once.
        if self.special:
            return self.special.title()
        head = {DOUBLE: "x2", NULL: "Null"}.get(self.kind, f"{self.value:+d}")
        words = ["Rolling"] if self.rolling else []
        return " ".join([*words, head, *(str(e) for e in self.effects)])


def parse_card(text: str) -> ModifierCard:
    """A card from its short text: ``"+1"``, ``"-2"``, ``"x2"``, ``"null"``, ``"rolling
    +1"``, ``"+1 stun"``, ``"rolling pierce 3"``, ``"stun"`` (a +0 card), ``"bless"`` and
    ``"curse"`` (the condition cards; ``"+0 curse"`` is a +0 card that Curses).

    >>> str(parse_card("rolling pierce 3")), str(parse_card("+1, stun, fire"))
    ('Rolling +0 Pierce 3', '+1 Stun Fire')
    """
    words = text.lower().replace(",", " ").split()
    if words in ([BLESS], [CURSE]):
        kind = DOUBLE if words[0] == BLESS else NULL
        return ModifierCard(kind=kind, special=words[0])
    value, kind, rolling = 0, PLUS, False
    effects: list[Effect] = []
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        if word == "rolling":
            rolling = True
        elif word in ("x2", "2x"):
            kind = DOUBLE
        elif word == NULL:
            kind = NULL
        elif word.lstrip("+-").isdigit():
            value = int(word)
        elif word in NUMBERED:
            if i >= len(words) or not words[i].isdigit():
                raise ValueError(f"{text!r}: {word} needs a number")
            effects.append(Effect(word, int(words[i])))
            i += 1
        else:
            effects.append(Effect(word))
    return ModifierCard(value, kind, rolling, tuple(effects))


def parse_cards(*texts: str) -> tuple[ModifierCard, ...]:
    return tuple(parse_card(t) for t in texts)


def _card(card: ModifierCard | str) -> ModifierCard:
    return parse_card(card) if isinstance(card, str) else card


# The 20 base cards of a character's deck and of the monsters' deck (GH-SETUP-26,
# GH-GLOSS-60; the composition is the published game's, the seed gives only the count).
BASE_DECK: tuple[ModifierCard, ...] = parse_cards(
    *["+0"] * 6, *["+1"] * 5, *["-1"] * 5, "+2", "-2", "x2", "null"
)


# --- decks ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ModifierDeck:
    """An Attack Modifier Deck: ``draw_pile`` (top card first), ``discard``, and
    ``reshuffle``, set when a x2 or Null card was drawn this round (GH-REND-02).
    ``monsters``: the monsters' shared deck (GH-SETUP-19), which takes its Curse cards
    from the monsters' Curse deck (GH-SETUP-30)."""

    draw_pile: tuple[ModifierCard, ...] = ()
    discard: tuple[ModifierCard, ...] = ()
    reshuffle: bool = False
    monsters: bool = False

    @property
    def cards(self) -> tuple[ModifierCard, ...]:
        return self.draw_pile + self.discard

    def count(self, special: str) -> int:
        """How many Bless or Curse cards the deck holds."""
        return sum(card.special == special for card in self.cards)


def _shuffled(cards: Iterable[ModifierCard], rng: Rng) -> tuple[ModifierCard, ...]:
    pile = [_card(c) for c in cards]
    rng.shuffle(pile)
    return tuple(pile)


def new_deck(
    cards: Iterable[ModifierCard | str], rng: Rng, *, monsters: bool = False
) -> ModifierDeck:
    """A shuffled deck of ``cards`` (GH-SETUP-19, GH-SETUP-26)."""
    return ModifierDeck(_shuffled(map(_card, cards), rng), monsters=monsters)


def adjusted(
    cards: Iterable[ModifierCard | str],
    add: Iterable[ModifierCard | str] = (),
    remove: Iterable[ModifierCard | str] = (),
) -> tuple[ModifierCard, ...]:
    """``cards`` less one copy of each card of ``remove``, plus ``add`` (Perks, Items,
    scenario cards, Sanctuary Bless: GH-SETUP-17, GH-SETUP-25, GH-SETUP-26)."""
    pile = [_card(c) for c in cards]
    for card in map(_card, remove):
        if card not in pile:
            raise ValueError(f"no {card} card to remove")
        pile.remove(card)
    return (*pile, *map(_card, add))


def character_deck(
    rng: Rng,
    *,
    add: Iterable[ModifierCard | str] = (),
    remove: Iterable[ModifierCard | str] = (),
) -> ModifierDeck:
    """A character's shuffled deck: the 20 base cards, adjusted (GH-SETUP-26)."""
    return new_deck(adjusted(BASE_DECK, add, remove), rng)


def monster_deck(rng: Rng, *, add: Iterable[ModifierCard | str] = ()) -> ModifierDeck:
    """The monsters' one shared deck, shuffled (GH-SETUP-19, GH-GLOSS-60)."""
    return new_deck(adjusted(BASE_DECK, add), rng, monsters=True)


def end_of_round(deck: ModifierDeck, rng: Rng) -> ModifierDeck:
    """If a x2 or Null card was drawn this round, shuffle the discard pile back into
    the deck (GH-REND-02); otherwise the deck is unchanged."""
    if not deck.reshuffle:
        return deck
    return replace(deck, draw_pile=_shuffled(deck.cards, rng), discard=(), reshuffle=False)


# --- Bless and Curse --------------------------------------------------------------------


def in_use(special: str, decks: Iterable[ModifierDeck], *, monsters: bool = False) -> int:
    """Bless cards in all ``decks``; or Curse cards of one Curse deck: the monsters'
    (``monsters``) or the characters' (GH-SETUP-30). Drawn ones are back in the supply."""
    if special == BLESS:
        return sum(deck.count(BLESS) for deck in decks)
    return sum(deck.count(CURSE) for deck in decks if deck.monsters == monsters)


def can_add(special: str, deck: ModifierDeck, others: Iterable[ModifierDeck]) -> bool:
    """Whether a Bless or Curse card is left for ``deck`` (GH-COND-05). ``others``: the
    other decks in play (``deck`` itself is counted once even if listed)."""
    decks = [deck, *(d for d in others if d is not deck)]
    limit = BLESS_LIMIT if special == BLESS else CURSE_LIMIT
    return in_use(special, decks, monsters=deck.monsters) < limit


def _shuffle_in(
    deck: ModifierDeck, special: str, rng: Rng, others: Iterable[ModifierDeck]
) -> ModifierDeck:
    if not can_add(special, deck, others):
        return deck
    card = parse_card(special)
    return replace(deck, draw_pile=_shuffled((*deck.draw_pile, card), rng))


def add_bless(deck: ModifierDeck, rng: Rng, others: Iterable[ModifierDeck] = ()) -> ModifierDeck:
    """Bless: shuffle a Bless card into the draw pile, not the discard (GH-COND-17).
    With every Bless card in use, nothing happens (GH-COND-05)."""
    return _shuffle_in(deck, BLESS, rng, others)


def add_curse(
    deck: ModifierDeck, rng: Rng, others: Iterable[ModifierDeck] = (), *, immune: bool = False
) -> ModifierDeck:
    """Curse: shuffle a Curse card into the draw pile (GH-COND-13), unless the target is
    immune or its Curse deck is all in use (GH-COND-05); then nothing happens."""
    return deck if immune else _shuffle_in(deck, CURSE, rng, others)


def add_card(
    card: str, deck: ModifierDeck, rng: Rng, others: Iterable[ModifierDeck] = ()
) -> ModifierDeck:
    """A card a scenario rule adds at the start ("curse" within the Curse limit, or a
    "-1"), shuffled into the draw pile."""
    if card == CURSE:
        return add_curse(deck, rng, others)
    return replace(deck, draw_pile=_shuffled((*deck.draw_pile, parse_card(card)), rng))


# --- comparing cards ------------------------------------------------------------------


def _effect_totals(card: ModifierCard) -> Counter[str]:
    totals: Counter[str] = Counter()
    for effect in card.effects:
        totals[effect.kind] += max(effect.amount, 1)
    return totals


def compare(a: ModifierCard, b: ModifierCard, base: int) -> str:
    """``better``, ``worse``, ``same`` or ``ambiguous``: card ``a`` against ``b`` for an
    attack of ``base`` (GH-ADV-02 to GH-ADV-06, GH-GLOSS-08; see the module's readings).

    >>> compare(parse_card("+1 stun"), parse_card("stun"), base=2)   # GH-ADV-03
    'better'
    >>> compare(parse_card("x2"), parse_card("+2"), base=2)
    'same'
    """
    na, nb = a.number(base), b.number(base)
    ea, eb = _effect_totals(a), _effect_totals(b)
    if na == nb and ea == eb:
        return SAME
    if na >= nb and all(ea[k] >= v for k, v in eb.items()):
        return BETTER
    if nb >= na and all(eb[k] >= v for k, v in ea.items()):
        return WORSE
    return AMBIGUOUS


def pick(first: ModifierCard, second: ModifierCard, base: int, mode: str) -> tuple[int, bool]:
    """Which of two non-Rolling cards is used with Advantage (the better, GH-ADV-01) or
    Disadvantage (the worse, GH-DIS-01): its index (0 or 1), and whether the comparison
    was ambiguous (then the first card drawn is used)."""
    verdict = compare(first, second, base)
    if verdict in (SAME, AMBIGUOUS):
        return 0, verdict == AMBIGUOUS
    wanted = BETTER if mode == ADVANTAGE else WORSE
    return (0 if verdict == wanted else 1), False


# --- drawing --------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw:
    """The modifier draw for one attack against one target. ``drawn``: every card
    drawn, in order; ``used``: the cards whose effects apply (the player orders them,
    GH-AMD-05); ``ambiguous``: Advantage or Disadvantage fell back on the first card."""

    mode: str
    drawn: tuple[ModifierCard, ...]
    used: tuple[ModifierCard, ...]
    ambiguous: bool = False
    effects: tuple[Effect, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "effects", tuple(e for c in self.used for e in c.effects))

    def values(self, base: int) -> tuple[int, ...]:
        return attack_values(base, self.used)


def draw_mode(advantage: bool, disadvantage: bool) -> str:
    """Advantage and Disadvantage together cancel out (GH-AMD-03)."""
    if advantage == disadvantage:
        return NORMAL
    return ADVANTAGE if advantage else DISADVANTAGE


def _take(deck: ModifierDeck, rng: Rng) -> tuple[ModifierDeck, ModifierCard]:
    """The top card; an empty draw pile first gets the shuffled discards (GH-AMD-01)."""
    if not deck.draw_pile:
        if not deck.discard:
            raise ValueError("no attack modifier card left to draw")
        deck = replace(deck, draw_pile=_shuffled(deck.discard, rng), discard=())
    card = deck.draw_pile[0]
    flag = deck.reshuffle or card.shuffles
    # the deck without its top card: built directly (``replace`` costs a good share
    # of an attack in the planner's rollouts)
    return ModifierDeck(deck.draw_pile[1:], deck.discard, flag, deck.monsters), card


def draw_attack(
    deck: ModifierDeck,
    rng: Rng,
    *,
    base: int,
    advantage: bool = False,
    disadvantage: bool = False,
    counts_as: Callable[[ModifierCard], ModifierCard] | None = None,
) -> tuple[ModifierDeck, Draw]:
    """Draw the modifiers of one attack of ``base`` against one target (GH-AMD-01; T-07).
    ``counts_as`` changes what a drawn card counts as (an item such as Iron Helmet),
    before the better or worse card is chosen; the card itself is discarded.

    * Neither or both: 1 card, more while Rolling; all apply (GH-AMD-03 to GH-AMD-05).
    * Advantage: 2 cards. No Rolling: the better (GH-ADV-01); one Rolling: it adds to
      the other, no more drawn (GH-ADV-07); both Rolling: draw on until a non-Rolling
      card, all apply (GH-ADV-08).
    * Disadvantage: 2 cards. No Rolling: the worse (GH-DIS-01); one Rolling: it is
      ignored (GH-DIS-02); both: draw on until a non-Rolling card, only it applies
      (GH-DIS-03).

    Afterwards the drawn cards are discarded, except Bless and Curse, which leave the
    deck (GH-ATKRES-01); a x2 or Null drawn sets ``reshuffle`` (GH-REND-02).
    """
    mode = draw_mode(advantage, disadvantage)
    deck, card = _take(deck, rng)
    drawn = [card]
    if mode != NORMAL:
        deck, card = _take(deck, rng)
        drawn.append(card)
    ambiguous = False
    rolling = all(c.rolling for c in drawn)  # one Rolling card alone, or both Rolling
    if rolling:
        while card.rolling:
            deck, card = _take(deck, rng)
            drawn.append(card)
    seen = [counts_as(c) for c in drawn] if counts_as else list(drawn)
    last = seen[-1]
    if rolling:
        used = (last,) if mode == DISADVANTAGE else tuple(seen)
    elif mode == NORMAL:
        used = (last,)
    elif any(c.rolling for c in seen):
        used = tuple(seen) if mode == ADVANTAGE else tuple(c for c in seen if not c.rolling)
    else:
        index, ambiguous = pick(seen[0], seen[1], base, mode)
        used = (seen[index],)
    discard = deck.discard + tuple(c for c in drawn if not c.special)
    after = ModifierDeck(deck.draw_pile, discard, deck.reshuffle, deck.monsters)
    return after, Draw(mode, tuple(drawn), used, ambiguous)


# --- the attack value -------------------------------------------------------------------


def _apply(value: int, card: ModifierCard) -> int:
    """One card other than Null: x2 doubles the value, +N/-N adds; never below 0."""
    return value * 2 if card.kind == DOUBLE else max(0, value + card.value)


def apply_modifiers(
    base: int, cards: Sequence[ModifierCard], order: Sequence[int] | None = None
) -> int:
    """The attack value after ``cards``, applied in ``order`` (indices into ``cards``;
    default: as drawn). A x2 doubles the value so far, a Null makes the attack 0
    whatever the order (GH-GLOSS-16, GH-GLOSS-28); the value never goes below 0.

    >>> cards = parse_cards("rolling +1", "x2")
    >>> apply_modifiers(3, cards), apply_modifiers(3, cards, order=[1, 0])
    (8, 7)
    """
    steps = range(len(cards)) if order is None else order
    if sorted(steps) != list(range(len(cards))):
        raise ValueError(f"order {list(steps)} is not an order of {len(cards)} cards")
    if any(card.kind == NULL for card in cards):
        return 0
    value = base
    for i in steps:
        value = _apply(value, cards[i])
    return value


def attack_values(base: int, cards: Sequence[ModifierCard]) -> tuple[int, ...]:
    """Every attack value the player can reach by ordering ``cards`` (GH-AMD-05,
    GH-ADV-09), lowest first: one value unless a x2 (or a negative card) is among them."""
    if any(card.kind == NULL for card in cards):
        return (0,)
    if len(cards) == 1:  # most draws: one order, one value
        return (_apply(base, cards[0]),)
    memo: dict[tuple[tuple[ModifierCard, ...], int], frozenset[int]] = {}

    def reach(rest: tuple[ModifierCard, ...], value: int) -> frozenset[int]:
        if not rest:
            return frozenset((value,))
        key = (rest, value)
        if key not in memo:
            found: set[int] = set()
            for i, card in enumerate(rest):
                if card not in rest[:i]:  # equal cards give the same orders
                    found |= reach(rest[:i] + rest[i + 1 :], _apply(value, card))
            memo[key] = frozenset(found)
        return memo[key]

    plain = tuple(replace(card, effects=(), rolling=False, special="") for card in cards)
    return tuple(sorted(reach(plain, base)))
