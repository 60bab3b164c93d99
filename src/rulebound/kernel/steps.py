"""A stack of steps that drives a game's decisions: the engine of card-game rules.

Rules that interrupt each other ("before" abilities, a defeat in the middle of an
effect, a choice halfway through a card) fit a stack: each *step* is a tuple
``(name, *args)``; the top step is popped and run; it may push further steps, or
return a :class:`~rulebound.kernel.Decision` and wait (it is kept as ``waiting``,
and its answer function runs when the decision is answered). Steps are plain
tuples, so a clone copies the list.

A game registers its steps and answers in a :class:`StepRegistry` and mixes
:class:`StepMachine` into its :class:`~rulebound.kernel.State`::

    RULES = StepRegistry()

    @RULES.step("draw")
    def run_draw(state, step):              # -> Decision | None
        ...

    @RULES.answer("draw")
    def answer_draw(state, step, action):   # -> None
        ...

    class MyState(StepMachine, State):
        registry = RULES
        def is_over(self) -> bool: ...
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from rulebound.kernel.decision import NO_DECISION, Decision

Step = tuple[Any, ...]
Redrawn = TypeVar("Redrawn")
REDRAW_TRIES = 50
"""Redraws of another seat's hidden cards before one fits its pending decision."""
StepFn = Callable[[Any, Step], Decision | None]
AnswerFn = Callable[[Any, Step, int], None]


class StepRegistry:
    """The step and answer functions of one game, by step name."""

    def __init__(self) -> None:
        self.steps: dict[str, StepFn] = {}
        self.answers: dict[str, AnswerFn] = {}

    def step(self, name: str) -> Callable[[StepFn], StepFn]:
        def register(fn: StepFn) -> StepFn:
            if name in self.steps:
                raise ValueError(f"step {name!r} registered twice")
            self.steps[name] = fn
            return fn

        return register

    def answer(self, name: str) -> Callable[[AnswerFn], AnswerFn]:
        def register(fn: AnswerFn) -> AnswerFn:
            if name in self.answers:
                raise ValueError(f"answer {name!r} registered twice")
            self.answers[name] = fn
            return fn

        return register


class StepMachine:
    """The decision loop of a state run by steps (mix in before :class:`State`).

    Subclasses set ``steps`` (a list), ``waiting`` (``None``) and ``_decision``
    (``None``) in their constructor, copy them in ``clone``, and define
    :meth:`is_over` and the class attribute ``registry``.
    """

    registry: ClassVar[StepRegistry]
    steps: list[Step]
    waiting: Step | None
    _decision: Decision | None

    def is_over(self) -> bool:
        raise NotImplementedError

    def decision(self) -> Decision:
        decision = self._decision
        if decision is None:
            decision = self._advance()
        return decision

    def _advance(self) -> Decision:
        table = self.registry.steps
        steps = self.steps
        while not self.is_over() and steps:
            step = steps.pop()
            decision = table[step[0]](self, step)
            if decision is not None:
                self.waiting = step
                self._decision = decision
                return decision
        self.waiting = None
        self._decision = NO_DECISION
        return NO_DECISION

    def _apply(self, action: int) -> None:
        step = self.waiting
        assert step is not None
        self._decision = None
        self.waiting = None
        self.registry.answers[step[0]](self, step, action)
        self._advance()

    def push(self, *steps: Step) -> None:
        """Push steps so that the first one given runs first."""
        if len(steps) == 1:
            self.steps.append(steps[0])  # most pushes are of one step: no reversing
        else:
            self.steps.extend(reversed(steps))

    def redrawn_for(self, seat: int, redraw: Callable[[], Redrawn]) -> Redrawn:
        """A game's ``resample_hidden(seat)``, with ``redraw`` its redraw of everything
        ``seat`` cannot see (a clone). While another seat decides, that seat's options
        name its true cards: they are asked again of the redrawn ones. What ``seat``
        sees of that decision is evidence (a "play a card from your hand" means the
        hand holds a playable one), so a redraw whose pending decision would not look
        the same to ``seat``, or would first do something (draw a card), is drawn again.
        Only a bot of the deciding seat redraws on the hot path, and that path is a
        single redraw."""
        decision = self._decision
        if decision is None or decision.seat < 0 or decision.seat == seat:
            return redraw()
        for _ in range(REDRAW_TRIES):
            redrawn: Any = redraw()  # a State of the same game: views and refresh
            seen = json.dumps(redrawn.view(seat), sort_keys=True, default=str)
            redrawn.refresh()
            if json.dumps(redrawn.view(seat), sort_keys=True, default=str) == seen:
                return redrawn
        # evidence this unlikely is not worth more draws: the last is a legal world
        return redrawn

    def refresh(self) -> None:
        """Ask the pending decision again after the state was edited directly (tests,
        puzzles): the waiting step goes back on the stack."""
        if self.waiting is not None:
            self.steps.append(self.waiting)
            self.waiting = None
        self._decision = None
