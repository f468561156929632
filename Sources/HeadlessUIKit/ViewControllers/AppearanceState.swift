/// Where a controller is in its appearance cycle (rule 31).
enum AppearanceState {
    /// Not visible (the initial state).
    case disappeared
    /// `viewWillAppear` sent, `viewDidAppear` not yet.
    case appearing
    /// Visible.
    case appeared
    /// `viewWillDisappear` sent, `viewDidDisappear` not yet.
    case disappearing

    var isTransitioning: Bool { self == .appearing || self == .disappearing }
}
