# "Why?" and the document inspector.
target_sources(atlaslab_ui PRIVATE
    inspector/WhyInspector.h inspector/WhyInspector.cpp
    inspector/WhyText.h inspector/WhyText.cpp
    inspector/WhyTextSteps.cpp
    inspector/DocumentInspector.h inspector/DocumentInspector.cpp
    inspector/JsonHighlighter.h inspector/JsonHighlighter.cpp
    inspector/JsonFields.h
)
