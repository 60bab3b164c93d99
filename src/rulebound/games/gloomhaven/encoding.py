"""Action integers: every option of every decision is one small int.

The ranges never overlap, so a label can be read from the number alone, and an
action mask has :data:`NUM_ACTIONS` entries.
"""

from __future__ import annotations

STOP = 0  # stop moving / skip an ability / done choosing
YES = 1  # perform (an ability, a consume, a rest)
LONG_REST = 2  # GH-RSTART-01
TAKE_DAMAGE = 3  # GH-CDMG-01 (a)
ELEMENT = 10  # + element index: an element to infuse or consume
VALUE = 30  # + attack value (below 50): the order of modifier effects (GH-AMD-05)
ITEM = 80  # + index of the item in the character's equipment
CARD = 100  # + card index in the class's list
CARD_B = 200  # + card index: a second card (Lose two discards, GH-CDMG-03)
HALF = 300  # + card * 4 + (0 top, 1 bottom, 2 top as Attack 2, 3 bottom as Move 2)
FIGURE = 500  # + figure id: a target, an ally to heal
HEX = 1000  # + index of the hex in the scenario's hex list
CHOICE = 3000  # + index: one of several listed outcomes (monster turns, areas)
PLAN = 10000  # + leading * 100 + second: a whole plan, for bots (not a game action)
NUM_ACTIONS = 20000

HALVES = ("top", "bottom", "top-default", "bottom-default")


def half_action(card: int, half: int) -> int:
    return HALF + card * 4 + half


def plan_action(leading: int, second: int) -> int:
    """A whole plan as one number: the planner compares plans by it. The game asks
    for a plan in three decisions (``CARD`` + a card, ``CARD`` + the second card,
    ``CARD`` + the leading one) since version 2; version 1 asked for this number."""
    return PLAN + leading * 100 + second
