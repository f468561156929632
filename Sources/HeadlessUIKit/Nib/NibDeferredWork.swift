import InterfaceBuilder

/// Work an `init?(coder:)` leaves for the end of rule 26's first pass, when every object of the nib
/// exists (`UINibDecoder.afterCreation…`). The common cases are values naming the object by its
/// archive index rather than closures: no closure context to allocate, no executor check when it
/// runs, no weak reference (and side table) to the object (issue 14).
enum NibDeferredWork {
    /// Any other work (a table view's prototype cells, a controller's external objects…).
    case closure(@MainActor () -> Void)
    /// A constraint's `NSFirstItem` (`second` false) or `NSSecondItem`, the archived reference.
    case constraintItem(constraint: Int, value: NibValue, second: Bool)
    /// A view's `UIViewAutolayoutConstraints`, the archived array.
    case viewConstraints(view: Int, array: NibValue)
}
