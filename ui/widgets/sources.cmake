# Small widgets the panels share: layouts that wrap instead of clipping, tinted strips.
target_sources(atlaslab_ui PRIVATE
    widgets/FlowLayout.h widgets/FlowLayout.cpp
    widgets/ActionRow.h widgets/ActionRow.cpp
    widgets/ToneStrip.h widgets/ToneStrip.cpp
)
