import Foundation

/// A cell's configuration state: a view's, plus editing, swiping, reordering, expansion and dragging.
///
/// UIKit hands it to `updateConfiguration(using:)` and to `updated(for:)` of the cell's content and
/// background configurations whenever one of these changes (rule of thumb: a state change marks the
/// cell with `setNeedsUpdateConfiguration()`, and the update runs before the next layout).
@MainActor
public struct UICellConfigurationState: UIConfigurationState, @MainActor Hashable {
    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none
        /// Lifting, at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Whether a drop would land on the cell.
    public enum DropState: Int, Sendable {
        /// Not a drop target.
        case none
        /// A drop is not accepted here.
        case notTargeted
        /// A drop would land on it.
        case targeted
    }

    /// The traits the cell has.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is pinned (a pinned header).
    public var isPinned = false
    /// Whether the cell's list is editing.
    public var isEditing = false
    /// Whether the cell is expanded (an outline's parent).
    public var isExpanded = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState: DragState = .none
    /// The cell's drop state.
    public var cellDropState: DropState = .none
    var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Makes a state for traits, with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom value an app stored under a key.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}
