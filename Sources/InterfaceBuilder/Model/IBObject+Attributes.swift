/// Typed accessors for the class-specific attributes IB writes most (decoded when read).
extension IBObject {
    /// `multipleTouchEnabled`.
    public var isMultipleTouchEnabled: Bool? { element.flag(.multipleTouchEnabled) }
    /// `fixedFrame` (IB: the frame is set explicitly, not by constraints).
    public var hasFixedFrame: Bool? { element.flag(.fixedFrame) }
    /// `misplaced` (IB: the frame disagrees with the constraints).
    public var isMisplaced: Bool? { element.flag(.misplaced) }
    /// `ambiguous` (IB: the constraints are ambiguous).
    public var isAmbiguous: Bool? { element.flag(.ambiguous) }
    /// `verifyAmbiguity` (IB: how ambiguity is checked).
    public var verifyAmbiguity: String? { element.value(.verifyAmbiguity) }
    /// `insetsLayoutMarginsFromSafeArea`.
    public var insetsLayoutMarginsFromSafeArea: Bool? { element.flag(.insetsLayoutMarginsFromSafeArea) }
    /// `preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Bool? { element.flag(.preservesSuperviewLayoutMargins) }
    /// `layoutMarginsFollowReadableWidth`.
    public var layoutMarginsFollowReadableWidth: Bool? { element.flag(.layoutMarginsFollowReadableWidth) }
    /// `clearsContextBeforeDrawing`.
    public var clearsContextBeforeDrawing: Bool? { element.flag(.clearsContextBeforeDrawing) }
    /// `autoresizesSubviews`.
    public var autoresizesSubviews: Bool? { element.flag(.autoresizesSubviews) }
    /// `semanticContentAttribute`.
    public var semanticContentAttribute: String? { element.value(.semanticContentAttribute) }
    /// `horizontalHuggingPriority`.
    public var horizontalHuggingPriority: Double? { element.number(.horizontalHuggingPriority) }
    /// `verticalHuggingPriority`.
    public var verticalHuggingPriority: Double? { element.number(.verticalHuggingPriority) }
    /// `horizontalCompressionResistancePriority`.
    public var horizontalCompressionResistancePriority: Double? { element.number(.horizontalCompressionResistancePriority) }
    /// `verticalCompressionResistancePriority`.
    public var verticalCompressionResistancePriority: Double? { element.number(.verticalCompressionResistancePriority) }
    /// `restorationIdentifier`.
    public var restorationIdentifier: String? { element.value(.restorationIdentifier) }
    /// `useStoryboardIdentifierAsRestorationIdentifier`.
    public var useStoryboardIdentifierAsRestorationIdentifier: Bool? { element.flag(.useStoryboardIdentifierAsRestorationIdentifier) }
    /// `contentHorizontalAlignment` of controls.
    public var contentHorizontalAlignment: String? { element.value(.contentHorizontalAlignment) }
    /// `contentVerticalAlignment` of controls.
    public var contentVerticalAlignment: String? { element.value(.contentVerticalAlignment) }
    /// `enabled` of controls and items.
    public var isEnabled: Bool? { element.flag(.enabled) }
    /// `highlighted`.
    public var isHighlighted: Bool? { element.flag(.highlighted) }
    /// `selected`.
    public var isSelected: Bool? { element.flag(.selected) }
    /// `textAlignment` (`natural`, `center`…).
    public var textAlignment: String? { element.value(.textAlignment) }
    /// `lineBreakMode` (`tailTruncation`…).
    public var lineBreakMode: String? { element.value(.lineBreakMode) }
    /// `baselineAdjustment` of labels.
    public var baselineAdjustment: String? { element.value(.baselineAdjustment) }
    /// `numberOfLines` of labels.
    public var numberOfLines: Int? { element.integer(.numberOfLines) }
    /// `adjustsFontSizeToFit`.
    public var adjustsFontSizeToFit: Bool? { element.flag(.adjustsFontSizeToFit) }
    /// `adjustsLetterSpacingToFitWidth`.
    public var adjustsLetterSpacingToFitWidth: Bool? { element.flag(.adjustsLetterSpacingToFitWidth) }
    /// `adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory: Bool? { element.flag(.adjustsFontForContentSizeCategory) }
    /// `minimumFontSize`.
    public var minimumFontSize: Double? { element.number(.minimumFontSize) }
    /// `minimumScaleFactor`.
    public var minimumScaleFactor: Double? { element.number(.minimumScaleFactor) }
    /// `preferredMaxLayoutWidth`.
    public var preferredMaxLayoutWidth: Double? { element.number(.preferredMaxLayoutWidth) }
    /// `usesAttributedText` (the text is the `attributedText` element).
    public var usesAttributedText: Bool? { element.flag(.usesAttributedText) }
    /// `borderStyle` of text fields.
    public var borderStyle: String? { element.value(.borderStyle) }
    /// `buttonType` (`system`, `roundedRect`, `custom`…).
    public var buttonType: String? { element.value(.buttonType) }
    /// `hasAttributedTitle` of buttons.
    public var hasAttributedTitle: Bool? { element.flag(.hasAttributedTitle) }
    /// `showsTouchWhenHighlighted`.
    public var showsTouchWhenHighlighted: Bool? { element.flag(.showsTouchWhenHighlighted) }
    /// `style` (table views, activity indicators, bar button items…).
    public var style: String? { element.value(.style) }
    /// `systemItem` of bar button and tab bar items.
    public var systemItem: String? { element.value(.systemItem) }
    /// `catalog` of the `image` (`system` for SF Symbols).
    public var catalog: String? { element.value(.catalog) }
    /// `tableViewCell`: the id of the cell a content view belongs to.
    public var tableViewCell: String? { element.value(.tableViewCell) }
    /// `selectionStyle` of cells.
    public var selectionStyle: String? { element.value(.selectionStyle) }
    /// `indentationWidth` of cells.
    public var indentationWidth: Double? { element.number(.indentationWidth) }
    /// `indentationLevel` of cells.
    public var indentationLevel: Int? { element.integer(.indentationLevel) }
    /// `accessoryType` of cells.
    public var accessoryType: String? { element.value(.accessoryType) }
    /// `editingAccessoryType` of cells.
    public var editingAccessoryType: String? { element.value(.editingAccessoryType) }
    /// `hidesAccessoryWhenEditing` of cells.
    public var hidesAccessoryWhenEditing: Bool? { element.flag(.hidesAccessoryWhenEditing) }
    /// `textLabel`: the id of a styled cell's text label.
    public var textLabel: String? { element.value(.textLabel) }
    /// `detailTextLabel`: the id of a styled cell's detail label.
    public var detailTextLabel: String? { element.value(.detailTextLabel) }
    /// `dataMode` of table and collection views (`prototypes`, `static`).
    public var dataMode: String? { element.value(.dataMode) }
    /// `rowHeight` of table views.
    public var rowHeight: Double? { element.number(.rowHeight) }
    /// `estimatedRowHeight` of table views.
    public var estimatedRowHeight: Double? { element.number(.estimatedRowHeight) }
    /// `sectionHeaderHeight` of table views.
    public var sectionHeaderHeight: Double? { element.number(.sectionHeaderHeight) }
    /// `sectionFooterHeight` of table views.
    public var sectionFooterHeight: Double? { element.number(.sectionFooterHeight) }
    /// `separatorStyle` of table views.
    public var separatorStyle: String? { element.value(.separatorStyle) }
    /// `headerTitle` of static table sections.
    public var headerTitle: String? { element.value(.headerTitle) }
    /// `footerTitle` of static table sections.
    public var footerTitle: String? { element.value(.footerTitle) }
    /// `alwaysBounceVertical` of scroll views.
    public var alwaysBounceVertical: Bool? { element.flag(.alwaysBounceVertical) }
    /// `value` of sliders, steppers and progress views.
    public var value: Double? { element.number(.value) }
    /// `minValue` of sliders.
    public var minValue: Double? { element.number(.minValue) }
    /// `maxValue` of sliders.
    public var maxValue: Double? { element.number(.maxValue) }
    /// `on` of switches.
    public var isOn: Bool? { element.flag(.on) }
    /// `axis` of stack views.
    public var axis: String? { element.value(.axis) }
    /// `alignment` of stack views.
    public var alignment: String? { element.value(.alignment) }
    /// `distribution` of stack views.
    public var distribution: String? { element.value(.distribution) }
    /// `spacing` of stack views.
    public var spacing: Double? { element.number(.spacing) }
    /// `automaticallyAdjustsScrollViewInsets` of controllers.
    public var automaticallyAdjustsScrollViewInsets: Bool? { element.flag(.automaticallyAdjustsScrollViewInsets) }
    /// `hidesBottomBarWhenPushed` of controllers.
    public var hidesBottomBarWhenPushed: Bool? { element.flag(.hidesBottomBarWhenPushed) }
    /// `definesPresentationContext` of controllers.
    public var definesPresentationContext: Bool? { element.flag(.definesPresentationContext) }
    /// `extendedLayoutIncludesOpaqueBars` of controllers.
    public var extendedLayoutIncludesOpaqueBars: Bool? { element.flag(.extendedLayoutIncludesOpaqueBars) }
    /// `clearsSelectionOnViewWillAppear` of table view controllers.
    public var clearsSelectionOnViewWillAppear: Bool? { element.flag(.clearsSelectionOnViewWillAppear) }
    /// `minimumLineSpacing` of flow layouts.
    public var minimumLineSpacing: Double? { element.number(.minimumLineSpacing) }
    /// `minimumInteritemSpacing` of flow layouts.
    public var minimumInteritemSpacing: Double? { element.number(.minimumInteritemSpacing) }
    /// `scrollDirection` of flow layouts.
    public var scrollDirection: String? { element.value(.scrollDirection) }
    /// `segmentControlStyle` of segmented controls.
    public var segmentControlStyle: String? { element.value(.segmentControlStyle) }
    /// `selectedSegmentIndex` of segmented controls.
    public var selectedSegmentIndex: Int? { element.integer(.selectedSegmentIndex) }
    /// `animating` of activity indicators.
    public var isAnimating: Bool? { element.flag(.animating) }
    /// `hidesWhenStopped` of activity indicators.
    public var hidesWhenStopped: Bool? { element.flag(.hidesWhenStopped) }
    /// `bundleIdentifier` of storyboard references.
    public var bundleIdentifier: String? { element.value(.bundleIdentifier) }
}
