"""The ``rulebound`` command's entry point.

Loading the command line takes a second or two (the games register their own
commands), and a Ctrl-C in that time printed a traceback through the import machinery.
Here it ends the program quietly with the interrupted exit code, as it does later.
"""

from __future__ import annotations

import sys

EXIT_INTERRUPTED = 130  # as rulebound.cli.main's (128 + SIGINT)


def main() -> None:
    try:
        from rulebound.cli.main import app
    except KeyboardInterrupt:
        sys.exit(EXIT_INTERRUPTED)
    app(prog_name="rulebound")
