import ArchLabCLI

ArchLabCommand.main()
