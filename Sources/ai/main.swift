import AICommandLine
import Glibc

// The whole program: run the command, exit with its status.
exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
