# The journal panel.
target_sources(atlaslab_ui PRIVATE
    journal/JournalPanel.h journal/JournalPanel.cpp
)
