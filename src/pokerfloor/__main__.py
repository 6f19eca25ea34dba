"""``python -m pokerfloor``: the command line."""

import sys

from pokerfloor.cli.commands import main

if __name__ == "__main__":  # run as a program, not when a tool imports the module (the docs' build)
    sys.exit(main())
