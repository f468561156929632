/// A variable of the linear system, handed out by `Solver.makeVariable()`.
public struct Variable: Hashable, Sendable {
    /// The solver's internal number for this variable (unique within one solver).
    public let id: Int
}

/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual
}

/// One `coefficient · variable` term of a linear expression.
public struct Term: Sendable {
    /// The variable this term multiplies.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double
    /// Makes `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: the sum of its terms plus a constant.
public struct Expression: Sendable {
    /// The variable terms (a variable may appear more than once; the terms are summed).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double
    /// Makes `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// Identifies a constraint added to a solver.
public struct ConstraintID: Hashable, Sendable {
    /// The solver's internal number for this constraint.
    public let id: Int
}

/// Thrown when a required constraint cannot be satisfied together with the other required ones.
public struct SolverError: Error, Sendable {
    /// Existing constraints involved in the conflict (best effort, sorted by id).
    public let conflicting: [ConstraintID]
}
