import ArchLab
import ArgumentParser

extension Architecture: ExpressibleByArgument {}
