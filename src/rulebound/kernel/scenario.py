"""Scenario tests for rulings, in the spirit of XMage's card tests.

Build a position, script the decisions with pre-answered choices, and let the
:class:`Script` fail on any prompt it did not expect (strict mode). Then assert
on the state. A step names the decision kind it expects and the option it
answers, by exact label::

    script = Script(state)
    script.answer("declare-challenge", "Thor challenges Thanos")
    script.answer("declare-challenge", "Stop declaring Challenges")
    script.run_until("check-point")

In strict mode an unscripted decision raises :class:`UnexpectedPrompt` listing
the pending prompt and its options. :meth:`Script.run_until` may pass through
decisions only when told how (``auto`` answers), never silently.
"""

from __future__ import annotations

from collections.abc import Callable

from rulebound.kernel.state import State


class UnexpectedPrompt(AssertionError):
    """The game asked something the script did not expect."""


class Script:
    """Answers a state's decisions from a script, strictly."""

    def __init__(self, state: State, strict: bool = True) -> None:
        self.state = state
        self.strict = strict
        self.transcript: list[tuple[str, str]] = []

    def _describe(self) -> str:
        decision = self.state.decision()
        labels = "; ".join(repr(label) for label in self.state.labels().values())
        return f"seat {decision.seat} {decision.kind!r}: {decision.prompt} [{labels}]"

    def pending(self) -> str:
        """The pending decision's kind."""
        return self.state.decision().kind

    def options(self) -> list[str]:
        """The pending decision's option labels."""
        return list(self.state.labels().values())

    def answer(self, kind: str, label: str) -> Script:
        """Expect a decision of ``kind`` and choose the option labelled ``label``."""
        decision = self.state.decision()
        if decision.kind != kind:
            raise UnexpectedPrompt(f"expected a {kind!r} decision, got {self._describe()}")
        for action, text in self.state.labels().items():
            if text == label:
                self.state.apply_action(action)
                self.transcript.append((kind, label))
                return self
        raise UnexpectedPrompt(f"no option {label!r} in {self._describe()}")

    def answers(self, *steps: tuple[str, str]) -> Script:
        for kind, label in steps:
            self.answer(kind, label)
        return self

    def expect(self, kind: str) -> Script:
        """Assert that the pending decision is of ``kind``, without answering it."""
        if self.state.decision().kind != kind:
            raise UnexpectedPrompt(f"expected a {kind!r} decision, got {self._describe()}")
        return self

    def run_until(
        self,
        kind: str,
        auto: dict[str, Callable[[list[str]], str]] | None = None,
        limit: int = 10_000,
    ) -> Script:
        """Answer decisions with ``auto[kind](labels) -> label`` until one of ``kind`` is pending.

        A decision with no ``auto`` entry raises :class:`UnexpectedPrompt` in
        strict mode; in lenient mode it takes the first option.
        """
        rules = auto or {}
        for _ in range(limit):
            decision = self.state.decision()
            if decision.kind == kind:
                return self
            if self.state.is_terminal():
                raise UnexpectedPrompt(f"the game ended before a {kind!r} decision")
            chooser = rules.get(decision.kind)
            if chooser is None:
                if self.strict:
                    raise UnexpectedPrompt(f"unscripted decision {self._describe()}")
                self.answer(decision.kind, self.options()[0])
            else:
                self.answer(decision.kind, chooser(self.options()))
        raise UnexpectedPrompt(f"no {kind!r} decision within {limit} steps")
