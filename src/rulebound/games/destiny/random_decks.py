"""Random legal constructed decks from the whole card pool: for soaks that reach every
card, and for anyone who wants an opponent nobody built.

    >>> from rulebound.games.destiny.cards import load_pool
    >>> from rulebound.games.destiny.decks import deck_problems
    >>> from rulebound.kernel.rng import Rng
    >>> pool = load_pool()
    >>> deck = random_deck(pool, Rng(3))
    >>> deck_problems(deck, pool), len(deck.deck_codes())
    ([], 30)
"""

from __future__ import annotations

from rulebound.games.destiny.cards import CardPool
from rulebound.games.destiny.decks import (
    DECK_TYPES,
    MAX_COPIES,
    MAX_TEAM_POINTS,
    DeckList,
    TeamMember,
    deck_problems,
)
from rulebound.kernel.rng import Rng

SIZE = 30


def random_deck(pool: CardPool, rng: Rng, name: str = "Random") -> DeckList:
    """A legal constructed deck: a random hero or villain team within 30 points, 30
    cards of its colours (or gray) and affiliation (or neutral), a random battlefield."""
    affiliation = ("hero", "villain")[rng.randbelow(2)]
    chars = [c for c in pool.cards if c.type == "character" and c.affiliation == affiliation]
    rng.shuffle(chars)
    team: list[TeamMember] = []
    points = 0
    for card in chars:
        elite = len(card.points) == 2 and rng.randbelow(2) == 0
        cost = card.points[-1] if elite else card.points[0]
        if points + cost <= MAX_TEAM_POINTS:
            team.append(TeamMember(card.code, elite))
            points += cost
    colors = {pool.by_code[m.code].color for m in team}
    fits = [
        c
        for c in pool.cards
        if c.type in DECK_TYPES
        and c.affiliation in (affiliation, "neutral")
        and (c.color in colors or c.color == "gray")
    ]
    rng.shuffle(fits)
    cards: list[tuple[str, int]] = []
    total = 0
    for card in fits:
        count = min(MAX_COPIES, SIZE - total, 1 + rng.randbelow(MAX_COPIES))
        if count <= 0:
            break
        cards.append((card.code, count))
        total += count
    for i, (code, count) in enumerate(cards):  # too few kinds: top up to 2 copies each
        extra = min(MAX_COPIES - count, SIZE - total)
        cards[i] = (code, count + extra)
        total += extra
    battlefields = [c.code for c in pool.cards if c.type == "battlefield"]
    bf = battlefields[rng.randbelow(len(battlefields))]
    deck = DeckList(name, "constructed", bf, tuple(team), tuple(cards), name)
    problems = deck_problems(deck, pool)
    if problems:  # too few cards of these colours: try another team
        return random_deck(pool, rng, name)
    return deck


def deck_text(deck: DeckList) -> str:
    """The deck in our text format."""
    lines = [f"name: {deck.name}", f"format: {deck.format}", f"battlefield {deck.battlefield}"]
    lines += [f"character {m.code}{' elite' if m.elite else ''}" for m in deck.characters]
    lines += [f"{count} {code}" for code, count in deck.cards]
    return "\n".join(lines) + "\n"
