/// Attribute names the model understands, classified once per interned name.
enum AttrKey: UInt8 {
    case none
    case id, key, customClass, customModule, customModuleProvider, userLabel, sceneMemberID, placeholderIdentifier
    case storyboardIdentifier, title, storyboardName, referencedIdentifier, type, contentMode, hidden, alpha, tag
    case userInteractionEnabled, clipsSubviews, opaque, translatesAutoresizingMaskIntoConstraints, text, placeholder
    case image, highlightedImage, reuseIdentifier
    case x, y, width, height, minX, minY, maxX, maxY, top, leading, bottom, trailing, location, length, value
    case red, green, blue, white, cyan, magenta, yellow, black, colorSpace, customColorSpace, systemColor
    case cocoaTouchSystemColor, name, catalog, pointSize, size, weight, family, style, metaFont
    case widthSizable, heightSizable, flexibleMinX, flexibleMaxX, flexibleMinY, flexibleMaxY
    case property, destination, selector, eventType, collectionClass, kind, identifier, relationship, unwindAction
    case modalPresentationStyle, modalTransitionStyle, animates, trigger
    case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority, symbolic
    case keyPath, backgroundImage, sceneID, reference
    case version, toolsVersion, systemVersion, targetRuntime, propertyAccessControl, useAutolayout
    case useTraitCollections, useSafeAreas, colorMatched, launchScreen, initialViewController, base64UTF8
    case appends, xcode11CocoaTouchSystemColor, content, baseWritingDirection, tighteningFactorForTruncation
    case autocapitalizationType, autocorrectionType, spellCheckingType, keyboardType, keyboardAppearance, returnKeyType
    case enablesReturnKeyAutomatically, secureTextEntry, textContentType
    case label, hint, renderingMode, symbolScale, configurationType, scale
    case multipleTouchEnabled, fixedFrame, misplaced, ambiguous, verifyAmbiguity, insetsLayoutMarginsFromSafeArea
    case preservesSuperviewLayoutMargins, layoutMarginsFollowReadableWidth, clearsContextBeforeDrawing, autoresizesSubviews, semanticContentAttribute, horizontalHuggingPriority
    case verticalHuggingPriority, horizontalCompressionResistancePriority, verticalCompressionResistancePriority, restorationIdentifier, useStoryboardIdentifierAsRestorationIdentifier, contentHorizontalAlignment
    case contentVerticalAlignment, enabled, highlighted, selected, textAlignment, lineBreakMode
    case baselineAdjustment, numberOfLines, adjustsFontSizeToFit, adjustsLetterSpacingToFitWidth, adjustsFontForContentSizeCategory, minimumFontSize
    case minimumScaleFactor, preferredMaxLayoutWidth, usesAttributedText, borderStyle, buttonType, hasAttributedTitle
    case showsTouchWhenHighlighted, systemItem, tableViewCell, selectionStyle, indentationWidth, indentationLevel
    case accessoryType, editingAccessoryType, hidesAccessoryWhenEditing, textLabel, detailTextLabel, dataMode
    case rowHeight, estimatedRowHeight, sectionHeaderHeight, sectionFooterHeight, separatorStyle, headerTitle
    case footerTitle, alwaysBounceVertical, minValue, maxValue, on, axis
    case alignment, distribution, spacing, automaticallyAdjustsScrollViewInsets, hidesBottomBarWhenPushed, definesPresentationContext
    case extendedLayoutIncludesOpaqueBars, clearsSelectionOnViewWillAppear, minimumLineSpacing, minimumInteritemSpacing, scrollDirection, segmentControlStyle
    case selectedSegmentIndex, animating, hidesWhenStopped, bundleIdentifier
    // Read only by the compiler (`NibControlEncoding.swift`): classified here so that looking them up costs a byte
    // compare, but not in `objectKeys`, so the coverage report still lists them as not modeled.
    case allowsDefaultTighteningForTruncation, adjustsImageWhenHighlighted, adjustsImageWhenDisabled, clearButtonMode
    case clearsOnBeginEditing, editable, selectable, scrollEnabled, pagingEnabled, bounces, bouncesZoom, alwaysBounceHorizontal
    case showsHorizontalScrollIndicator, showsVerticalScrollIndicator, directionalLockEnabled, delaysContentTouches
    case canCancelContentTouches, keyboardDismissMode, contentInsetAdjustmentBehavior, minimumZoomScale, maximumZoomScale
    case continuous, momentary, baselineRelativeArrangement, layoutMarginsRelativeArrangement, barStyle, translucent
    case prefersLargeTitles, imageView, estimatedSectionHeaderHeight, estimatedSectionFooterHeight

    /// Each key by its attribute name (from `names`, spelt out in `AttrKey+Names.swift`: no reflection).
    static let table: [String: AttrKey] = {
        var t: [String: AttrKey] = [:]
        t.reserveCapacity(names.count)
        for raw in 1..<names.count {
            guard let k = AttrKey(rawValue: UInt8(raw)) else { break }
            t[names[raw]] = k
        }
        return t
    }()
}

/// Element names the model understands, classified once per interned name.
enum ElemKind: UInt8 {
    case other
    case document, dependencies, device, scenes, scene, objects, resources, tieBreakers
    case container, connections, constraints, outlet, outletCollection, action, segue, constraint
    case runtimeAttributes, runtimeAttribute, state
    case rect, point, size, inset, directionalEdgeInsets, range, color, fontDescription, font
    case string, bool, integer, real, nilValue, autoresizingMask
    case image, systemColor, namedColor
    case attributedString, segments, simulatedMetrics, animations, textInputTraits, customFonts
    case accessibility, imageReference, symbolConfiguration, variation

    static let table: [String: ElemKind] = [
        "document": .document, "dependencies": .dependencies, "device": .device, "scenes": .scenes,
        "scene": .scene, "objects": .objects, "resources": .resources, "inferredMetricsTieBreakers": .tieBreakers,
        "connections": .connections, "constraints": .constraints, "outlet": .outlet,
        "outletCollection": .outletCollection, "action": .action, "segue": .segue, "constraint": .constraint,
        "userDefinedRuntimeAttributes": .runtimeAttributes, "userDefinedRuntimeAttribute": .runtimeAttribute,
        "state": .state, "rect": .rect, "point": .point, "size": .size, "inset": .inset,
        "directionalEdgeInsets": .directionalEdgeInsets, "range": .range, "color": .color,
        "fontDescription": .fontDescription, "font": .font, "string": .string, "bool": .bool,
        "integer": .integer, "real": .real, "nil": .nilValue, "autoresizingMask": .autoresizingMask,
        "image": .image, "systemColor": .systemColor, "namedColor": .namedColor,
        // containers of child objects
        "subviews": .container, "prototypes": .container, "cells": .container, "items": .container,
        "toolbarItems": .container, "sections": .container, "layoutGuides": .container,
        "gestureRecognizers": .container, "leftBarButtonItems": .container, "rightBarButtonItems": .container,
        "tabViewItems": .container, "splitViewItems": .container, "arrangedSubviews": .container,
        "barButtonItems": .container, "tableColumns": .container, "cellViews": .container,
        "prototypeCellViews": .container, "array": .container, "menu": .other,
        "variation": .variation, "accessibility": .accessibility, "imageReference": .imageReference,
        "preferredSymbolConfiguration": .symbolConfiguration, "textInputTraits": .textInputTraits, "customFonts": .customFonts, "mutableString": .string, "attributedString": .attributedString, "segments": .segments, "animations": .animations,
        "simulatedMetricsContainer": .simulatedMetrics, "simulatedNavigationBarMetrics": .simulatedMetrics,
        "simulatedStatusBarMetrics": .simulatedMetrics, "simulatedOrientationMetrics": .simulatedMetrics,
        "simulatedScreenMetrics": .simulatedMetrics, "simulatedTabBarMetrics": .simulatedMetrics,
        "simulatedToolbarMetrics": .simulatedMetrics, "freeformSimulatedSizeMetrics": .simulatedMetrics,
        "modalFormSheetSimulatedSizeMetrics": .simulatedMetrics, "modalPageSheetSimulatedSizeMetrics": .simulatedMetrics,
        "splitViewDetailSimulatedSizeMetrics": .simulatedMetrics, "splitViewMasterSimulatedSizeMetrics": .simulatedMetrics,
        "simulatedSizeMetrics": .simulatedMetrics,
    ]
}

extension AttrKey {
    /// Attributes `IBObject` models (must match `DocumentBuilder.makeObject`).
    static let objectKeys: Set<AttrKey> = Set<AttrKey>([
        .id, .key, .customClass, .customModule, .customModuleProvider, .userLabel, .sceneMemberID,
        .placeholderIdentifier, .storyboardIdentifier, .title, .storyboardName, .referencedIdentifier, .type,
        .contentMode, .hidden, .alpha, .tag, .userInteractionEnabled, .clipsSubviews, .opaque,
        .translatesAutoresizingMaskIntoConstraints, .text, .placeholder, .image, .highlightedImage, .reuseIdentifier,
    ]).union(extraObjectKeys)
    /// The typed attribute accessors of `IBObject+Attributes.swift`.
    static let extraObjectKeys: Set<AttrKey> = [
        .multipleTouchEnabled,
        .fixedFrame,
        .misplaced,
        .ambiguous,
        .verifyAmbiguity,
        .insetsLayoutMarginsFromSafeArea,
        .preservesSuperviewLayoutMargins,
        .layoutMarginsFollowReadableWidth,
        .clearsContextBeforeDrawing,
        .autoresizesSubviews,
        .semanticContentAttribute,
        .horizontalHuggingPriority,
        .verticalHuggingPriority,
        .horizontalCompressionResistancePriority,
        .verticalCompressionResistancePriority,
        .restorationIdentifier,
        .useStoryboardIdentifierAsRestorationIdentifier,
        .contentHorizontalAlignment,
        .contentVerticalAlignment,
        .enabled,
        .highlighted,
        .selected,
        .textAlignment,
        .lineBreakMode,
        .baselineAdjustment,
        .numberOfLines,
        .adjustsFontSizeToFit,
        .adjustsLetterSpacingToFitWidth,
        .adjustsFontForContentSizeCategory,
        .minimumFontSize,
        .minimumScaleFactor,
        .preferredMaxLayoutWidth,
        .usesAttributedText,
        .borderStyle,
        .buttonType,
        .hasAttributedTitle,
        .showsTouchWhenHighlighted,
        .style,
        .systemItem,
        .catalog,
        .tableViewCell,
        .selectionStyle,
        .indentationWidth,
        .indentationLevel,
        .accessoryType,
        .editingAccessoryType,
        .hidesAccessoryWhenEditing,
        .textLabel,
        .detailTextLabel,
        .dataMode,
        .rowHeight,
        .estimatedRowHeight,
        .sectionHeaderHeight,
        .sectionFooterHeight,
        .separatorStyle,
        .headerTitle,
        .footerTitle,
        .alwaysBounceVertical,
        .value,
        .minValue,
        .maxValue,
        .on,
        .axis,
        .alignment,
        .distribution,
        .spacing,
        .automaticallyAdjustsScrollViewInsets,
        .hidesBottomBarWhenPushed,
        .definesPresentationContext,
        .extendedLayoutIncludesOpaqueBars,
        .clearsSelectionOnViewWillAppear,
        .minimumLineSpacing,
        .minimumInteritemSpacing,
        .scrollDirection,
        .segmentControlStyle,
        .selectedSegmentIndex,
        .animating,
        .hidesWhenStopped,
        .bundleIdentifier,
    ]
    /// Attributes `IBConstraint` models.
    static let constraintKeys: Set<AttrKey> = [
        .id, .firstItem, .firstAttribute, .relation, .secondItem, .secondAttribute, .multiplier, .constant,
        .priority, .symbolic, .identifier, .placeholder,
    ]

    /// Attributes `IBConnection` models for a connection kind.
    static func connectionKeys(_ kind: IBConnectionKind) -> Set<AttrKey> {
        switch kind {
        case .outlet: return [.id, .destination, .property]
        case .outletCollection: return [.id, .destination, .property, .collectionClass, .appends]
        case .action: return [.id, .destination, .selector, .eventType]
        case .segue:
            return [.id, .destination, .kind, .identifier, .relationship, .customClass, .customModule,
                    .customModuleProvider, .unwindAction, .modalPresentationStyle, .modalTransitionStyle, .animates, .trigger]
        }
    }

    /// The attributes of an element whose names are not in `known`.
    static func unknown(_ element: IBElement, known: Set<AttrKey>) -> [IBAttribute] {
        element.attributes.filter { a in !(table[a.name].map { known.contains($0) } ?? false) }
    }
}

