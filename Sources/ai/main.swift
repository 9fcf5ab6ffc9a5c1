// The ai executable: run the command line, exit with its status.
import AICommandLine
import Glibc

exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
