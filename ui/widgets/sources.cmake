# Small widgets the panels share: layouts that wrap instead of clipping, tinted strips,
# and the two that keep live text from relaying out the whole window.
target_sources(atlaslab_ui PRIVATE
    widgets/FlowLayout.h widgets/FlowLayout.cpp
    widgets/ActionRow.h widgets/ActionRow.cpp
    widgets/ToneStrip.h widgets/ToneStrip.cpp
    widgets/LayoutBoundary.h widgets/LayoutBoundary.cpp
    widgets/SteadyLabel.h widgets/SteadyLabel.cpp
    widgets/ComboTypeAhead.h widgets/ComboTypeAhead.cpp
)
