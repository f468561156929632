// Placeholder with the agreed interface; the real solver lands from the `solver` branch.
/// A solver variable.
public struct Variable: Hashable, Sendable { public let id: Int }
/// A relation.
public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }
/// A term.
public struct Term: Sendable { public var variable: Variable; public var coefficient: Double; public init(_ variable: Variable, _ coefficient: Double = 1) { self.variable = variable; self.coefficient = coefficient } }
/// An expression.
public struct Expression: Sendable { public var terms: [Term]; public var constant: Double; public init(_ terms: [Term] = [], constant: Double = 0) { self.terms = terms; self.constant = constant } }
/// A constraint id.
public struct ConstraintID: Hashable, Sendable { public let id: Int }
/// A conflict.
public struct SolverError: Error, Sendable { public let conflicting: [ConstraintID] }
/// The solver.
public final class Solver {
    var next = 0
    /// Makes a solver.
    public init() {}
    /// A new variable.
    public func makeVariable() -> Variable { next += 1; return Variable(id: next) }
    /// Adds a constraint.
    public func add(_ expression: Expression, _ relation: Relation, priority: Float) throws(SolverError) -> ConstraintID { next += 1; return ConstraintID(id: next) }
    /// Removes a constraint.
    public func remove(_ constraint: ConstraintID) {}
    /// Sets a constant.
    public func setConstant(_ constraint: ConstraintID, to constant: Double) throws(SolverError) {}
    /// A value.
    public func value(of variable: Variable) -> Double { 0 }
    /// Ambiguity.
    public func isAmbiguous(_ variable: Variable) -> Bool { false }
    /// Count.
    public var constraintCount: Int { 0 }
}
