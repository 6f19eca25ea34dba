"""``python -m pokerfloor.web [--port P]``: serve the floor page."""

import sys

from pokerfloor.web.server import main

if __name__ == "__main__":  # run as a program, not when a tool imports the module (the docs' build)
    sys.exit(main())
