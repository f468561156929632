import Testing
@testable import LayoutSolver
