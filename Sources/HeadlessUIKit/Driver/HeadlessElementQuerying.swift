import Foundation

/// Something whose insides can be queried: the driver (the whole screen), a query (inside each
/// of its matches) or an element. Gives XCUITest's query properties: `buttons`, `staticTexts`,
/// `textFields`, `cells`…
@MainActor
public protocol HeadlessElementQuerying {
    /// The elements of `type` anywhere inside (`.any`: every element).
    func descendants(matching type: HeadlessElementType) -> HeadlessQuery
}

extension HeadlessElementQuerying {
    /// Buttons: `UIButton`s, bar button items (with the back button), tab bar items, alert actions.
    public var buttons: HeadlessQuery { descendants(matching: .button) }
    /// Bar button items on navigation bars and toolbars, with the navigation bar's back button.
    public var barButtons: HeadlessQuery {
        descendants(matching: .button).narrowed(to: "barButtons") { $0.isBarButton }
    }
    /// Labels (`UILabel`) and an alert's title and message.
    public var staticTexts: HeadlessQuery { descendants(matching: .staticText) }
    /// Text fields without secure entry.
    public var textFields: HeadlessQuery { descendants(matching: .textField) }
    /// Text fields with secure entry.
    public var secureTextFields: HeadlessQuery { descendants(matching: .secureTextField) }
    /// Text views.
    public var textViews: HeadlessQuery { descendants(matching: .textView) }
    /// Search bars.
    public var searchFields: HeadlessQuery { descendants(matching: .searchField) }
    /// Switches.
    public var switches: HeadlessQuery { descendants(matching: .switch) }
    /// Sliders.
    public var sliders: HeadlessQuery { descendants(matching: .slider) }
    /// Steppers.
    public var steppers: HeadlessQuery { descendants(matching: .stepper) }
    /// Segmented controls.
    public var segmentedControls: HeadlessQuery { descendants(matching: .segmentedControl) }
    /// Date pickers.
    public var datePickers: HeadlessQuery { descendants(matching: .datePicker) }
    /// Picker views.
    public var pickers: HeadlessQuery { descendants(matching: .picker) }
    /// Image views.
    public var images: HeadlessQuery { descendants(matching: .image) }
    /// Table and collection view cells.
    public var cells: HeadlessQuery { descendants(matching: .cell) }
    /// Table views.
    public var tables: HeadlessQuery { descendants(matching: .table) }
    /// Collection views.
    public var collectionViews: HeadlessQuery { descendants(matching: .collectionView) }
    /// Scroll views of no other type.
    public var scrollViews: HeadlessQuery { descendants(matching: .scrollView) }
    /// Navigation bars.
    public var navigationBars: HeadlessQuery { descendants(matching: .navigationBar) }
    /// Toolbars.
    public var toolbars: HeadlessQuery { descendants(matching: .toolbar) }
    /// Tab bars.
    public var tabBars: HeadlessQuery { descendants(matching: .tabBar) }
    /// Presented alerts and action sheets.
    public var alerts: HeadlessQuery { descendants(matching: .alert) }
    /// Views of no other type (plain views, stack views, custom views).
    public var otherElements: HeadlessQuery { descendants(matching: .other) }

    /// The views of class `viewType` (or a subclass): `app.views(ofType: RatingControl.self)`.
    public func views<View: UIView>(ofType viewType: View.Type) -> HeadlessQuery {
        descendants(matching: .any).narrowed(to: "views(ofType: \(viewType))") { $0.view is View }
    }
}
